"use client";

import { BanIcon, CopyIcon, TriangleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import type { RejectedPhone } from "@/lib/phone/numbers";
import { usePhoneFormat } from "@/lib/phone/use-format";
import type { BlacklistEntry } from "@/lib/schemas/resources";

const SHOWN = 50;

/** A typed entry's row in an issue list: `main` shown, then its entry number and reason. */
const entryRow = (r: RejectedPhone, main: string) => ({
  key: `${r.line}`,
  main,
  detail: `entry ${r.line}: ${r.reason}`,
});

/**
 * Every entry that will not be sent as typed, with the reason: invalid
 * entries (they block sending until fixed or removed), repeats (sent once) and
 * blacklisted numbers (the Messaging API skips them).
 */
export function PhoneIssues(props: {
  invalid: RejectedPhone[];
  duplicates: RejectedPhone[];
  blacklisted: BlacklistEntry[];
  blacklistState: "checking" | "done" | "error";
  onRetryBlacklist: () => void;
  /** a check or an edit is under way: the remove buttons wait for it */
  busy?: boolean;
  onRemove: (what: "invalid" | "duplicates" | "blacklisted") => void;
}) {
  const { invalid, duplicates, blacklisted } = props;
  // blacklisted numbers are shown formatted; the formatter (libphonenumber-js and its
  // metadata, ~50 KB gzip) downloads while a list is checked against the blacklist,
  // not with a composer that has no numbers yet
  const { format: formatPhone } = usePhoneFormat(
    blacklisted.length > 0 || props.blacklistState === "checking",
  );
  /** an issue list's button that removes its entries (waiting while `busy`) */
  const remove = (label: string, what: "invalid" | "duplicates" | "blacklisted") => ({
    label,
    run: () => props.onRemove(what),
    disabled: props.busy,
  });
  return (
    <div className="grid gap-3" aria-live="polite">
      {invalid.length > 0 && (
        <IssueList
          id="phones-invalid"
          tone="danger"
          icon={<TriangleAlertIcon aria-hidden="true" className="size-4 text-status-danger" />}
          title={`${formatNumber(invalid.length)} not valid`}
          note="Fix or remove them to send."
          action={remove("Remove invalid entries", "invalid")}
          rows={invalid.map((r) => entryRow(r, r.input || "(empty)"))}
        />
      )}
      {duplicates.length > 0 && (
        <IssueList
          id="phones-duplicates"
          tone="neutral"
          icon={<CopyIcon aria-hidden="true" className="size-4 text-muted-foreground" />}
          title={`${formatNumber(duplicates.length)} ${duplicates.length === 1 ? "duplicate" : "duplicates"}`}
          note="Each number gets the message once."
          action={remove("Remove duplicates", "duplicates")}
          rows={duplicates.map((r) => entryRow(r, r.input))}
        />
      )}
      {blacklisted.length > 0 && (
        <IssueList
          id="phones-blacklisted"
          tone="warning"
          icon={<BanIcon aria-hidden="true" className="size-4 text-status-warning" />}
          title={`${formatNumber(blacklisted.length)} on the blacklist`}
          note="The Messaging API skips them."
          action={remove("Remove blacklisted numbers", "blacklisted")}
          rows={blacklisted.map((e) => ({
            key: e.phone,
            main: formatPhone(e.phone),
            detail: e.description || "no reason given",
          }))}
        />
      )}
      {props.blacklistState === "checking" && (
        <p className="text-xs text-muted-foreground">Checking the numbers against the blacklist…</p>
      )}
      {props.blacklistState === "error" && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          The blacklist could not be checked; blacklisted numbers will still be skipped when
          sending.
          <Button type="button" variant="outline" size="sm" onClick={props.onRetryBlacklist}>
            Check again
          </Button>
        </p>
      )}
    </div>
  );
}

const TONES = {
  danger: "border-status-danger/30 bg-status-danger/5",
  warning: "border-status-warning/40 bg-status-warning/5",
  neutral: "border-border bg-muted/40",
};

function IssueList(props: {
  id: string;
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  note: string;
  action: { label: string; run: () => void; disabled?: boolean };
  rows: { key: string; main: string; detail: string }[];
}) {
  return (
    <section
      aria-labelledby={`${props.id}-title`}
      className={`grid gap-2 rounded-lg border p-3 ${TONES[props.tone]}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 id={`${props.id}-title`} className="flex items-center gap-2 text-sm font-medium">
            {props.icon} {props.title}
          </h3>
          <p className="text-xs text-muted-foreground">{props.note}</p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={props.action.disabled}
          onClick={props.action.run}
        >
          {props.action.label}
        </Button>
      </div>
      <ul
        tabIndex={0}
        aria-labelledby={`${props.id}-title`}
        className="grid max-h-48 gap-1 overflow-y-auto rounded-sm text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {props.rows.slice(0, SHOWN).map((r) => (
          <li key={r.key} className="flex flex-wrap gap-x-2">
            <span className="font-mono break-all">{r.main}</span>
            <span className="text-muted-foreground">{r.detail}</span>
          </li>
        ))}
        {props.rows.length > SHOWN && (
          <li className="text-muted-foreground">
            and {formatNumber(props.rows.length - SHOWN)} more
          </li>
        )}
      </ul>
    </section>
  );
}
