import "server-only";

import type { DnsDiagnosis } from "@/lib/email/dns-rules";
import { domainVerdicts } from "@/lib/email/domain-verdict";
import { diagnoseDomain } from "@/server/email/dns-diagnostics";
import { env } from "@/server/env";
import { upstream } from "@/server/upstream";

import { registerCheck, report } from "./check";

/**
 * Sender domains: each DKIM/SPF/DMARC verdict (the Messaging API's and the
 * console's DNS lookups, as the domain card judges them) that goes from passing
 * to failing fires, and back resolves. The domain list is one call a minute; the
 * DNS lookups of each domain run every `everyMinutes`, the domains spread over
 * those minutes. A passing check is judged only once this instance has looked
 * the domain up (no flapping when another instance, with other lookups, ran last).
 */
const diagnoses = new Map<string, DnsDiagnosis>();

/** Which minute of every `period` a domain is looked up in (spread by its name). */
export function dueMinute(domain: string, period: number): number {
  let h = 0;
  for (const c of domain) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % period;
}

export const checkDomains = registerCheck("watch-domains", ["domains.checks"], async (s, now) => {
  const period = Math.max(1, Math.round(s["domains.checks"].params.everyMinutes ?? 5));
  const minute = Math.floor(now / 60_000) % period;
  const { items } = await upstream().smtp.listDomains();
  const due = items.filter((d) => dueMinute(d.domain.toLowerCase(), period) === minute);
  await inBatches(due, 8, async (d) => {
    const name = d.domain.toLowerCase();
    const facts = {
      spfNeeded: d.checks.spf_txt_needed || null,
      dkimSelector: d.dkim_selector ?? null,
    };
    const dns = await diagnoseDomain(name, facts, { servers: env().DNS_SERVERS, timeoutMs: 2000 });
    diagnoses.set(name, dns);
  });
  for (const d of items) {
    const name = d.domain.toLowerCase();
    const dns = diagnoses.get(name) ?? null;
    for (const v of domainVerdicts(d, dns)) {
      if (v.state === "unknown") continue;
      // without this instance's own lookups only the Messaging API's failure is judged
      if (v.state === "passed" && !dns) continue;
      const failing = v.state === "failing";
      await report({
        ruleId: "domains.checks",
        subject: `${name}:${v.name}`,
        holds: failing,
        measured: {
          what: `${v.label} of ${name}`,
          value: failing ? "failing" : "passing",
          threshold: "any failure",
          window: "at the last check",
          reason: v.sources ?? v.dnsProblem ?? null,
        },
        link: `/email/domains#${encodeURIComponent(name)}`,
        fired: `${v.label} fails for ${name}`,
        resolved: `${v.label} passes again for ${name}`,
        severity: "critical",
      });
    }
  }
});

async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size)
    await Promise.all(items.slice(i, i + size).map((x) => each(x).catch(() => undefined)));
}
