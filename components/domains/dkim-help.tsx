"use client";

import { useId, useState } from "react";

import { CopyButton } from "@/components/ui/copy-button";
import { Field } from "@/components/ui/field";
import { statusText } from "@/components/ui/status-text";
import { Textarea } from "@/components/ui/textarea";
import { readDkimSignature, signsFor } from "@/lib/email/dkim-signature";

const code = "rounded bg-muted px-1 py-0.5 break-words text-foreground";

/**
 * The DKIM record a domain must publish, for when the Messaging API names no
 * selector or key (its contract has neither): where the record goes, and how
 * to read the selector from a received message's DKIM-Signature header, with
 * a box that reads `s=` and `d=` from a pasted one (in the browser only).
 */
export function DkimHelp({
  domain,
  selector,
  failing,
}: {
  domain: string;
  /** the selector, when the Messaging API's reply names one */
  selector?: string;
  /** the DKIM check failed: open at once */
  failing: boolean;
}) {
  const id = useId();
  const [pasted, setPasted] = useState("");
  const read = pasted.trim() ? readDkimSignature(pasted) : null;
  const name = `${read?.ok ? read.selector : (selector ?? "<selector>")}._domainkey.${read?.ok ? read.domain : domain}`;
  return (
    <details open={failing} className="rounded-lg border p-3 text-sm">
      <summary className="cursor-pointer font-semibold">DKIM record and selector</summary>
      <div className="mt-3 grid min-w-0 gap-3 text-muted-foreground">
        <p>
          {selector
            ? "The Messaging API names the selector but not the key. "
            : "The Messaging API gives no DKIM selector or key for this domain. "}
          The domain must publish its public key as a TXT record:
        </p>
        <code
          data-testid="dkim-record"
          className="rounded-md border bg-muted/50 px-2 py-1.5 font-mono text-xs break-words text-foreground"
        >
          {name} TXT &quot;v=DKIM1; k=rsa; p=…&quot;
        </code>
        <p>
          The key (<code className={code}>p=…</code>) is in the Messaging API&apos;s dashboard. To
          find the selector, send yourself an email from this domain, open its original source
          (Gmail: ⋮ › Show original; Outlook: View › View message source) and find the{" "}
          <code className={code}>DKIM-Signature:</code> header: <code className={code}>s=</code> is
          the selector, <code className={code}>d=</code> the signing domain.
        </p>
        <Field
          id={`${id}-header`}
          label="Paste one DKIM-Signature header"
          hint="Read here in your browser; nothing is sent."
          error={read && !read.ok ? read.reason : undefined}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              spellCheck={false}
              className="font-mono text-xs"
              placeholder="DKIM-Signature: v=1; a=rsa-sha256; d=…; s=…; …"
              value={pasted}
              onChange={(e) => setPasted(e.target.value)}
            />
          )}
        </Field>
        {read?.ok && (
          <div role="status" className="grid min-w-0 gap-2">
            <dl
              aria-label="Read from the header"
              className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]"
            >
              <dt>Selector</dt>
              <dd className="font-mono break-words text-foreground">{read.selector}</dd>
              <dt>Signing domain</dt>
              <dd className="font-mono break-words text-foreground">{read.domain}</dd>
              <dt>DNS name to check</dt>
              <dd className="flex min-w-0 flex-wrap items-center gap-2">
                <span className="min-w-0 font-mono break-words text-foreground">{read.host}</span>
                <CopyButton value={read.host} aria-label={`Copy ${read.host}`} />
              </dd>
            </dl>
            {!signsFor(read.domain, domain) && (
              <p className={statusText.warning}>
                This message was signed for {read.domain}, not {domain}: its signature does not
                count for {domain}&apos;s DMARC. Paste a header from a message sent from {domain}.
              </p>
            )}
          </div>
        )}
      </div>
    </details>
  );
}
