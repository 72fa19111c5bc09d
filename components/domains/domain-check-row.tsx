import { CircleCheckIcon, CircleHelpIcon, CircleXIcon } from "lucide-react";

import { CopyButton } from "@/components/ui/copy-button";
import { statusText } from "@/components/ui/status-text";
import { dkimHost, dmarcHost, sampleDmarcRecord } from "@/lib/email/domain-dns";
import type { CheckVerdict } from "@/lib/email/domain-verdict";

/**
 * One check's verdict: passed, failing (with what to publish and where, or the
 * console's finding), or not reported by either source; when the Messaging API
 * and the console's DNS check differ, a line says which said what.
 */
export function DomainCheckRow({
  verdict: v,
  domain,
  spfRecord,
}: {
  verdict: CheckVerdict;
  domain: string;
  spfRecord: string | null;
}) {
  const { name, label } = v;
  if (v.state === "unknown")
    return (
      <li className="grid gap-2 py-3 first:pt-0 last:pb-0">
        <div className="flex items-center gap-2">
          <CircleHelpIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          <span className="w-16 font-medium">{label}</span>
          <span className="text-sm text-muted-foreground">Not reported by the Messaging API</span>
        </div>
      </li>
    );
  const passed = v.state === "passed";
  const Icon = passed ? CircleCheckIcon : CircleXIcon;
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex items-center gap-2">
        <Icon
          className={passed ? "size-5 text-status-success" : "size-5 text-status-danger"}
          aria-hidden="true"
        />
        <span className="w-16 font-medium">{label}</span>
        <span className={`text-sm ${passed ? statusText.success : statusText.danger}`}>
          {passed ? "Passed" : "Failing"}
        </span>
      </div>
      {v.sources && (
        <p className="pl-7 text-sm text-muted-foreground" data-testid="verdict-sources">
          {v.sources}
        </p>
      )}
      {v.api === false && (
        <div className="grid gap-2 pl-7 text-sm text-muted-foreground">
          {name === "spf" && <SpfHelp domain={domain} record={spfRecord} />}
          {name === "dkim" && (
            <p>
              Publish the domain&apos;s DKIM public key as a TXT record at{" "}
              <code className="rounded bg-muted px-1 py-0.5 break-all text-foreground">
                {dkimHost(domain)}
              </code>
              . The selector and the key are shown for this domain in the Messaging API&apos;s
              dashboard (the API does not return them).
            </p>
          )}
          {name === "dmarc" && (
            <>
              <p>
                Publish a TXT record at{" "}
                <code className="rounded bg-muted px-1 py-0.5 break-all text-foreground">
                  {dmarcHost(domain)}
                </code>
                . Start by monitoring, for example:
              </p>
              <Record
                value={sampleDmarcRecord(domain)}
                copyLabel={`Copy the DMARC record for ${domain}`}
              />
              <p>
                Once the reports show your mail passing, tighten <code>p=none</code> to{" "}
                <code>p=quarantine</code>, then <code>p=reject</code>.
              </p>
            </>
          )}
        </div>
      )}
    </li>
  );
}

function SpfHelp({ domain, record }: { domain: string; record: string | null }) {
  return record ? (
    <>
      <p>
        Publish this TXT record at{" "}
        <code className="rounded bg-muted px-1 py-0.5 break-all text-foreground">{domain}</code>. A
        domain has one SPF record: if it already has one, merge the <code>include:</code> into it.
      </p>
      <Record value={record} copyLabel={`Copy the SPF record for ${domain}`} />
    </>
  ) : (
    <p>
      Publish an SPF TXT record at{" "}
      <code className="rounded bg-muted px-1 py-0.5 break-all text-foreground">{domain}</code> that
      includes the Messaging API&apos;s servers; the Messaging API did not say which record it
      expects.
    </p>
  );
}

function Record({ value, copyLabel }: { value: string; copyLabel: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code className="min-w-0 flex-1 rounded-md border bg-muted/50 px-2 py-1.5 font-mono text-xs break-all text-foreground">
        {value}
      </code>
      <CopyButton value={value} label="Copy" aria-label={copyLabel} />
    </div>
  );
}
