"use client";

import { DateTime } from "@/components/ui/date-time";
import { RetryButton, retryOf } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { statusText } from "@/components/ui/status-text";
import { worstSeverity, type DnsDiagnosis } from "@/lib/email/dns-rules";
import { errorMessage } from "@/lib/queries/api-client";
import { useDomainDns } from "@/lib/queries/email/domain-dns";

import { DomainDnsRecord } from "./domain-dns-record";

/** A sentence for the live region: how many records need work, or that all look right. */
function summary(d: DnsDiagnosis): string {
  const late = d.checks.filter((c) => c.lookup === "timeout" || c.lookup === "failed").length;
  const bad = d.checks.filter((c) => worstSeverity(c.findings) === "error").length;
  const warn = d.checks.filter((c) => worstSeverity(c.findings) === "warning").length;
  const parts = [
    bad ? `${bad} ${bad === 1 ? "record needs" : "records need"} fixing` : "",
    warn ? `${warn} ${warn === 1 ? "warning" : "warnings"}` : "",
    late ? `${late} ${late === 1 ? "lookup" : "lookups"} timed out or failed` : "",
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : "Every record looks right";
}

/**
 * What the domain publishes in DNS, record by record, against what sending
 * needs: loaded after the page (it never holds the card up), with its own
 * loading, error and timeout states. "Check again" lives in the card's footer.
 */
export function DomainDnsSection({ domain, headingId }: { domain: string; headingId: string }) {
  const dns = useDomainDns(domain);
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      // one minmax(0, 1fr) column at every level: a long record wraps instead of widening the card
      className="grid min-w-0 grid-cols-1 gap-3 rounded-lg border p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-sm font-semibold">
          DNS records
        </h3>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {dns.data ? (
            <>
              {summary(dns.data)} · looked up{" "}
              <DateTime value={Date.parse(dns.data.checkedAt)} style="time" />
            </>
          ) : dns.isPending ? (
            "Looking up…"
          ) : (
            ""
          )}
        </p>
      </div>
      {dns.isPending ? (
        <div
          className="grid grid-cols-1 gap-2"
          role="status"
          aria-label={`Looking up the DNS records of ${domain}`}
        >
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
      ) : dns.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className={statusText.danger}>
            The DNS records could not be looked up: {errorMessage(dns.error)}
          </p>
          <RetryButton {...retryOf(dns)} />
        </div>
      ) : (
        <ul aria-label={`DNS records of ${domain}`} className="grid grid-cols-1 divide-y">
          {dns.data.checks.map((c) => (
            <DomainDnsRecord key={c.kind} check={c} />
          ))}
        </ul>
      )}
    </div>
  );
}
