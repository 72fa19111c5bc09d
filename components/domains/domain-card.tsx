import { CircleCheckIcon, CircleHelpIcon, RotateCwIcon, TriangleAlertIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { DateTime } from "@/components/ui/date-time";
import { domainVerdicts } from "@/lib/email/domain-verdict";
import { useDomainDns, useDomainDnsCheck } from "@/lib/queries/email/domain-dns";
import type { Domain } from "@/lib/schemas/resources";
import { cn } from "@/lib/utils";

import { DkimHelp } from "./dkim-help";
import { DomainCertificate } from "./domain-certificate";
import { DomainCheckRow } from "./domain-check-row";
import { DomainDnsSection } from "./domain-dns-section";

/**
 * One sender domain: one verdict per DKIM/SPF/DMARC check (the Messaging API's
 * and the console's DNS check together), what to publish, what DNS actually
 * publishes (looked up by the console), the
 * certificate, and "Check again", which re-runs both.
 */
export function DomainCard({
  domain: d,
  timeZone,
  checkedAt,
  checking,
  targeted,
  onRecheck,
}: {
  domain: Domain;
  timeZone: string;
  checkedAt: number;
  checking: boolean;
  targeted: boolean;
  onRecheck: () => void;
}) {
  const dns = useDomainDns(d.domain);
  // one verdict per check, from the Messaging API's and the console's DNS check (lib/email/domain-verdict.ts)
  const verdicts = domainVerdicts(d, dns.data);
  const failing = verdicts.filter((v) => v.state === "failing");
  const unknown = verdicts.filter((v) => v.state === "unknown");
  const titleId = `domain-${d.id}-title`;
  const dnsCheck = useDomainDnsCheck(d.domain);
  const busy = checking || dnsCheck.isPending;
  const checkAgain = () => {
    onRecheck();
    dnsCheck.mutate();
  };
  return (
    <Card
      id={d.domain}
      tabIndex={-1}
      aria-labelledby={titleId}
      role="region"
      className={cn(
        "scroll-mt-20 gap-4 outline-none",
        targeted && "ring-2 ring-primary ring-offset-2 ring-offset-background",
      )}
    >
      <CardHeader className="gap-2">
        <h2 id={titleId} className="text-base font-semibold break-all">
          {d.domain}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {d.active ? (
            <Badge variant="success">Active</Badge>
          ) : (
            <Badge variant="neutral">Inactive</Badge>
          )}
          {d.is_default && <Badge variant="info">Default</Badge>}
          {failing.length > 0 ? (
            <Badge variant="danger">
              <TriangleAlertIcon aria-hidden="true" />
              {failing.length} of {verdicts.length} checks failing
            </Badge>
          ) : unknown.length > 0 ? (
            <Badge variant="neutral">
              <CircleHelpIcon aria-hidden="true" />
              {unknown.map((c) => c.label).join(", ")} not reported
            </Badge>
          ) : (
            <Badge variant="success">
              <CircleCheckIcon aria-hidden="true" />
              All checks passed
            </Badge>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul aria-label={`DNS checks of ${d.domain}`} className="grid divide-y">
          {verdicts.map((v) => (
            <DomainCheckRow
              key={v.name}
              verdict={v}
              domain={d.domain}
              spfRecord={d.checks.spf_txt_needed}
            />
          ))}
        </ul>
        <DkimHelp domain={d.domain} selector={d.dkim_selector} failing={d.checks.dkim === false} />
        <DomainDnsSection domain={d.domain} headingId={`domain-${d.id}-dns`} />
        <DomainCertificate domain={d} timeZone={timeZone} checkedAt={checkedAt} />
      </CardContent>
      <CardFooter className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-4 text-xs text-muted-foreground">
        <span>
          Checked <DateTime value={checkedAt} style="time" />
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={checkAgain}
          disabled={busy}
          aria-label={`Check again: ${d.domain}`}
        >
          <RotateCwIcon className={cn(busy && "animate-spin")} aria-hidden="true" />
          {busy ? "Checking…" : "Check again"}
        </Button>
      </CardFooter>
    </Card>
  );
}
