"use client";

import type { EmailRecipient } from "@messaging-console/contract/email/send";
import { TriangleAlertIcon, XIcon } from "lucide-react";
import { useState } from "react";

import { Field } from "@/components/ui/field";
import { formatRecipient, parseAddressList } from "@/lib/schemas/email/send-recipients";
import { cn } from "@/lib/utils";

import type { UnsubscribeStatus } from "./use-unsubscribed";

/**
 * Recipients as chips. Typing a separator (comma, semicolon, Enter, Tab, blank)
 * or pasting a list turns every valid address into a chip; text that is not an
 * address stays in the box with the reason, so nothing typed is lost.
 */
export function AddressField({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  status,
  onLeftover,
}: {
  id: string;
  label: string;
  hint?: string;
  value: EmailRecipient[];
  onChange: (next: EmailRecipient[]) => void;
  error?: string;
  status: (email: string) => UnsubscribeStatus | undefined;
  /** the text left in the box that is not an address (the form refuses to send while there is some) */
  onLeftover?: (text: string) => void;
}) {
  const [text, setTextState] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const setText = (next: string) => {
    setTextState(next);
    onLeftover?.(next.trim());
  };

  const commit = (raw: string) => {
    const parsed = parseAddressList(
      raw,
      value.map((r) => r.email),
    );
    if (parsed.valid.length) onChange([...value, ...parsed.valid]);
    setText(parsed.invalid.map((i) => i.text).join(", "));
    setProblem(
      parsed.invalid.length
        ? `${parsed.invalid.map((i) => `“${i.text}”`).join(", ")}: not an email address`
        : null,
    );
  };
  const message = problem ?? error;
  const flagged = value.filter((r) => status(r.email) === "unsubscribed").length;

  return (
    <Field id={id} label={label} hint={hint} error={message} className="grid-cols-1">
      {(control) => (
        <div
          className={cn(
            "flex min-h-9 w-full min-w-0 flex-wrap items-center gap-1.5 rounded-md border border-input px-2 py-1.5 shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 dark:bg-input/30",
            message && "border-destructive",
          )}
        >
          {value.length > 0 && (
            <ul
              aria-label={`${label}: ${value.length} ${value.length === 1 ? "address" : "addresses"}${flagged ? `, ${flagged} unsubscribed` : ""}`}
              className="contents"
            >
              {value.map((r) => (
                <Chip
                  key={r.email}
                  recipient={r}
                  status={status(r.email)}
                  onRemove={() => onChange(value.filter((x) => x.email !== r.email))}
                />
              ))}
            </ul>
          )}
          <input
            {...control}
            type="text"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            value={text}
            placeholder={value.length ? "" : "name@example.com"}
            className="h-6 min-w-40 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
            onChange={(e) => {
              const next = e.target.value;
              if (endsAnAddress(next)) commit(next);
              else {
                setText(next);
                if (!next.trim()) setProblem(null);
              }
            }}
            onPaste={(e) => {
              e.preventDefault();
              commit(`${text} ${e.clipboardData.getData("text")}`);
            }}
            onKeyDown={(e) => {
              if ((e.key === "Enter" || e.key === "Tab") && text.trim()) {
                if (e.key === "Enter") e.preventDefault();
                commit(text);
              } else if (e.key === "Backspace" && !text && value.length) {
                onChange(value.slice(0, -1));
              }
            }}
            onBlur={() => text.trim() && commit(text)}
          />
        </div>
      )}
    </Field>
  );
}

/** A separator typed after something: a comma or semicolon, or a blank after a whole address. */
function endsAnAddress(text: string): boolean {
  if (!text.trim()) return false;
  const open = (text.match(/"/g)?.length ?? 0) % 2 === 1 || /<[^>]*$/.test(text);
  if (open) return false;
  return /[,;\n]$/.test(text) || (/\s$/.test(text) && text.includes("@"));
}

function Chip({
  recipient,
  status,
  onRemove,
}: {
  recipient: EmailRecipient;
  status: UnsubscribeStatus | undefined;
  onRemove: () => void;
}) {
  const unsubscribed = status === "unsubscribed";
  return (
    <li
      className={cn(
        "inline-flex max-w-full items-center gap-1 rounded-md border bg-secondary py-0.5 pr-0.5 pl-2 text-sm text-secondary-foreground",
        unsubscribed && "border-status-warning/60 bg-status-warning/15",
      )}
    >
      {unsubscribed && (
        <TriangleAlertIcon className="size-3.5 shrink-0 text-status-warning" aria-hidden="true" />
      )}
      <span className="truncate">{formatRecipient(recipient)}</span>
      {unsubscribed && <span className="text-xs font-medium">Unsubscribed</span>}
      <button
        type="button"
        onClick={onRemove}
        className="rounded p-0.5 text-muted-foreground hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
        aria-label={`Remove ${recipient.email}`}
      >
        <XIcon className="size-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}
