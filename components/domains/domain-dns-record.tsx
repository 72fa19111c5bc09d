import {
  CircleCheckIcon,
  CircleHelpIcon,
  CircleXIcon,
  InfoIcon,
  TimerOffIcon,
  TriangleAlertIcon,
  type LucideIcon,
} from "lucide-react";

import { CopyButton } from "@/components/ui/copy-button";
import { statusText } from "@/components/ui/status-text";
import {
  worstSeverity,
  type DnsCheck,
  type Finding,
  type RecordToPublish,
} from "@/lib/email/dns-rules";

const LABEL = { spf: "SPF", dmarc: "DMARC", dkim: "DKIM", mx: "MX" } as const;

/** Each tone's icon colour and the colour of its word. */
const TONES = {
  danger: { icon: "text-status-danger", text: statusText.danger },
  warning: { icon: "text-status-warning", text: statusText.warning },
  success: { icon: "text-status-success", text: statusText.success },
  muted: { icon: "text-muted-foreground", text: "text-muted-foreground" },
} as const;

/** A record's state: its word, its icon, and the icon's and the word's colours from its tone. */
function state(word: string, Icon: LucideIcon, tone: keyof typeof TONES) {
  return { word, Icon, icon: TONES[tone].icon, tone: TONES[tone].text };
}

/** The record's state in one word, an icon and a tone. */
function stateOf(check: DnsCheck) {
  if (check.lookup === "timeout") return state("Timed out", TimerOffIcon, "warning");
  if (check.lookup === "failed") return state("Lookup failed", CircleHelpIcon, "muted");
  const worst = worstSeverity(check.findings);
  if (worst === "error") return state("Problem", CircleXIcon, "danger");
  if (worst === "warning") return state("Warning", TriangleAlertIcon, "warning");
  if (worst === "info" && !check.findings.some((f) => f.severity === "ok"))
    return state("Not checked", CircleHelpIcon, "muted");
  return state("OK", CircleCheckIcon, "success");
}

/** One looked-up record: expected vs found, each problem in words, the record to publish. */
export function DomainDnsRecord({ check }: { check: DnsCheck }) {
  const label = LABEL[check.kind];
  const state = stateOf(check);
  const problems = check.findings.filter((f) => f.severity !== "ok");
  return (
    <li
      className="grid grid-cols-1 gap-2 py-3 first:pt-0 last:pb-0"
      aria-label={`${label}: ${state.word}`}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <state.Icon className={`size-4 shrink-0 ${state.icon}`} aria-hidden="true" />
        <span className="w-14 text-sm font-medium">{label}</span>
        <span className={`text-sm ${state.tone}`}>{state.word}</span>
        <code className="ml-auto min-w-0 text-xs break-all text-muted-foreground">
          {check.type} {check.name}
        </code>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs sm:pl-6">
        <dt className="text-muted-foreground">Expected</dt>
        <dd>
          {check.expected ?? (
            <span className="text-muted-foreground">Not named by the Messaging API</span>
          )}
        </dd>
        <dt className="text-muted-foreground">Found</dt>
        <dd className="grid grid-cols-1 gap-1">
          {check.lookup === "timeout" || check.lookup === "failed" ? (
            <span className={state.tone}>
              {check.lookupError ?? "No answer"}: try again in a moment.
            </span>
          ) : check.lookup === "skipped" ? (
            <span className="text-muted-foreground">Not looked up</span>
          ) : check.found.length === 0 ? (
            <span className="text-muted-foreground">Nothing published</span>
          ) : (
            check.found.map((value, i) => (
              <code key={i} className="font-mono break-all">
                {value}
              </code>
            ))
          )}
        </dd>
      </dl>
      {problems.length > 0 && (
        <ul className="grid grid-cols-1 gap-2 text-sm sm:pl-6">
          {problems.map((f, i) => (
            <FindingItem key={i} finding={f} label={label} />
          ))}
        </ul>
      )}
    </li>
  );
}

function FindingItem({ finding, label }: { finding: Finding; label: string }) {
  const Icon = finding.severity === "info" ? InfoIcon : TriangleAlertIcon;
  return (
    <li className="grid grid-cols-1 gap-1.5">
      <p className="flex gap-1.5 text-muted-foreground">
        <Icon
          className={`mt-0.5 size-3.5 shrink-0 ${finding.severity === "error" ? "text-status-danger" : finding.severity === "warning" ? "text-status-warning" : "text-status-info"}`}
          aria-hidden="true"
        />
        <span className="min-w-0 [overflow-wrap:anywhere]">{finding.text}</span>
      </p>
      {finding.publish && <Publish record={finding.publish} label={label} />}
    </li>
  );
}

/** The record exactly as it is to be entered at the DNS host, its value one click from the clipboard. */
function Publish({ record, label }: { record: RecordToPublish; label: string }) {
  return (
    <div className="grid grid-cols-1 gap-1.5 rounded-md border bg-muted/40 p-2 text-xs">
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <span>
          <span className="text-muted-foreground">Name </span>
          <code className="break-all text-foreground">{record.name}</code>
        </span>
        <span>
          <span className="text-muted-foreground">Type </span>
          <code className="text-foreground">{record.type}</code>
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 basis-56 rounded border bg-background px-2 py-1.5 font-mono break-all text-foreground">
          {record.value}
        </code>
        <CopyButton
          value={record.value}
          label="Copy"
          aria-label={`Copy the ${label} record to publish at ${record.name}`}
        />
      </div>
    </div>
  );
}
