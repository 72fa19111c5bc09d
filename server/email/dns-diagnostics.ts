import "server-only";

import { Resolver } from "node:dns/promises";

import { isDomainName } from "@messaging-console/contract/email/domain";

import { dkimFindings, mxFindings } from "@/lib/email/dns-dkim-mx";
import { dmarcFindings } from "@/lib/email/dns-dmarc";
import type { DnsCheck, DnsDiagnosis } from "@/lib/email/dns-rules";
import { isSpf, neededIncludes, spfFindings } from "@/lib/email/dns-spf";

import { guarded, type Lookup } from "./dns-lookup";
import { countSpfLookups } from "./spf-lookups";

/** read loosely: all of it may be missing */
export interface UpstreamDomainFacts {
  spfNeeded: string | null;
  dkimSelector: string | null;
}

export interface DiagnoseOptions {
  /** "127.0.0.1:5353"; undefined: the system's */
  servers?: string[];
  /** retries included (default 2500) */
  timeoutMs?: number;
}

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/** RFC 6376 §3.1; anything else is never looked up. */
export const isDkimSelector = (s: string) =>
  s.length <= 63 && new RegExp(`^${LABEL}(?:\\.${LABEL})*$`, "i").test(s);

/** Each lookup has its own short timeout; one that times out is reported and the rest goes on. */
export async function diagnoseDomain(
  domain: string,
  upstream: UpstreamDomainFacts,
  opts: DiagnoseOptions = {},
): Promise<DnsDiagnosis> {
  if (!isDomainName(domain)) throw new Error(`not a domain name: ${JSON.stringify(domain)}`);
  const budget = opts.timeoutMs ?? 2500;
  // c-ares: later tries wait longer than `timeout`; two tries fit the budget
  const resolver = new Resolver({ timeout: Math.max(100, Math.floor(budget / 3)), tries: 2 });
  if (opts.servers?.length) resolver.setServers(opts.servers);
  const txt = (name: string) =>
    guarded(
      resolver.resolveTxt(name).then((rows) => rows.map((parts) => parts.join(""))),
      budget,
    );
  const selector =
    upstream.dkimSelector && isDkimSelector(upstream.dkimSelector) ? upstream.dkimSelector : null;
  try {
    const [rootTxt, dmarcTxt, dkimTxt, mx] = await Promise.all([
      txt(domain),
      txt(`_dmarc.${domain}`),
      selector ? txt(`${selector}._domainkey.${domain}`) : Promise.resolve(null),
      guarded(
        resolver
          .resolveMx(domain)
          .then((rows) =>
            rows.sort((a, b) => a.priority - b.priority).map((r) => `${r.priority} ${r.exchange}`),
          ),
        budget,
      ),
    ]);
    const spfRecords = rootTxt.value.filter(isSpf);
    const count =
      rootTxt.outcome === "found" && spfRecords.length === 1
        ? await countSpfLookups(spfRecords[0]!, txt)
        : null;

    const checks: DnsCheck[] = [
      {
        kind: "spf",
        name: domain,
        type: "TXT",
        ...lookupState(rootTxt),
        expected: upstream.spfNeeded
          ? neededIncludes(upstream.spfNeeded).length > 0
            ? `One SPF record with ${neededIncludes(upstream.spfNeeded)
                .map((i) => `include:${i}`)
                .join(" ")}`
            : upstream.spfNeeded
          : null,
        found: spfRecords,
        findings: settled(rootTxt, () =>
          spfFindings({
            domain,
            txt: rootTxt.value,
            needed: upstream.spfNeeded,
            lookups: count?.lookups ?? null,
            unresolved: count?.unresolved ?? [],
            reached: count?.reached ?? [],
          }),
        ),
      },
      {
        kind: "dmarc",
        name: `_dmarc.${domain}`,
        type: "TXT",
        ...lookupState(dmarcTxt),
        expected: "One DMARC record (v=DMARC1) with a policy and a report address",
        found: dmarcTxt.value.filter((t) => /^v=DMARC1/i.test(t.trim())),
        findings: settled(dmarcTxt, () => dmarcFindings(domain, dmarcTxt.value)),
      },
      {
        kind: "dkim",
        name: selector ? `${selector}._domainkey.${domain}` : `<selector>._domainkey.${domain}`,
        type: "TXT",
        ...(dkimTxt ? lookupState(dkimTxt) : { lookup: "skipped" as const }),
        expected: selector ? "The DKIM public key (v=DKIM1; k=rsa; p=…)" : null,
        found: dkimTxt?.value ?? [],
        findings: dkimTxt
          ? settled(dkimTxt, () => dkimFindings(domain, selector, dkimTxt.value))
          : dkimFindings(domain, null, null),
      },
      {
        kind: "mx",
        name: domain,
        type: "MX",
        ...lookupState(mx),
        expected: "A mail server for replies and bounces (recommended)",
        found: mx.value,
        findings: settled(mx, () => mxFindings(domain, mx.value)),
      },
    ];
    return {
      domain,
      checkedAt: new Date().toISOString(),
      checks,
    };
  } finally {
    resolver.cancel();
  }
}

function lookupState(l: Lookup<unknown>): Pick<DnsCheck, "lookup" | "lookupError"> {
  return l.error ? { lookup: l.outcome, lookupError: l.error } : { lookup: l.outcome };
}

function settled(l: Lookup<unknown>, judge: () => DnsCheck["findings"]): DnsCheck["findings"] {
  return l.outcome === "found" || l.outcome === "absent" ? judge() : [];
}
