import "server-only";

import { Resolver } from "node:dns/promises";

import {
  dkimFindings,
  dmarcFindings,
  isSpf,
  lookupTerms,
  mxFindings,
  neededIncludes,
  nestedSpfDomains,
  spfFindings,
  type DnsCheck,
  type DnsDiagnosis,
  type LookupOutcome,
} from "@/lib/dns-rules";
import { isDomainName } from "@/lib/schemas/email-domain";

/** What the Messaging API says about the domain, read loosely (all of it may be missing). */
export interface UpstreamDomainFacts {
  /** the SPF record it asks for (spf_txt_needed) */
  spfNeeded: string | null;
  /** the DKIM selector, when the reply names one */
  dkimSelector: string | null;
}

export interface DiagnoseOptions {
  /** resolvers as node:dns takes them ("127.0.0.1:5353"); undefined: the system's */
  servers?: string[];
  /** one lookup's budget in ms, retries included (default 2500) */
  timeoutMs?: number;
}

type Lookup<T> = { outcome: LookupOutcome; value: T; error?: string };

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/** A selector is one or more DNS labels (RFC 6376 §3.1); anything else is never looked up. */
export const isDkimSelector = (s: string) =>
  s.length <= 63 && new RegExp(`^${LABEL}(?:\\.${LABEL})*$`, "i").test(s);

/**
 * A name an SPF record points at: DNS labels that may carry underscores
 * (`_spf.google.com`), no macros, no empty label, at most 253 characters.
 */
export const isLookupName = (s: string) =>
  s.length <= 253 &&
  /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)+$/i.test(
    s,
  );

/** The includes followed when counting SPF lookups, at most (a loop or a huge tree stops here). */
const MAX_SPF_FETCHES = 30;

/**
 * Looks up what a sender domain publishes (SPF, DMARC, DKIM where the selector
 * is known, MX) and judges it against what the Messaging API needs. Every
 * lookup has its own short timeout; one that times out is reported as such
 * and the rest of the diagnosis goes on.
 */
export async function diagnoseDomain(
  domain: string,
  upstream: UpstreamDomainFacts,
  opts: DiagnoseOptions = {},
): Promise<DnsDiagnosis> {
  if (!isDomainName(domain)) throw new Error(`not a domain name: ${JSON.stringify(domain)}`);
  const budget = opts.timeoutMs ?? 2500;
  // c-ares: `timeout` is the first try's, later tries wait longer; two tries fit the budget
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

/**
 * DNS lookups an SPF record costs (RFC 7208 §4.6.4): its include, a, mx, ptr,
 * exists and redirect terms, and those of the records it includes, followed at
 * most {@link MAX_SPF_FETCHES} records deep and never twice.
 */
export async function countSpfLookups(
  record: string,
  txt: (name: string) => Promise<Lookup<string[]>>,
): Promise<{ lookups: number; unresolved: string[]; reached: string[] }> {
  let lookups = lookupTerms(record).length;
  const unresolved: string[] = [];
  const seen = new Set<string>();
  let queue = nestedSpfDomains(record);
  let fetched = 0;
  while (queue.length > 0 && fetched < MAX_SPF_FETCHES) {
    const batch = [...new Set(queue)].filter((d) => !seen.has(d) && isLookupName(d));
    batch.forEach((d) => seen.add(d));
    const room = batch.slice(0, MAX_SPF_FETCHES - fetched);
    fetched += room.length;
    const results = await Promise.all(room.map((d) => txt(d).then((r) => [d, r] as const)));
    queue = [];
    for (const [d, r] of results) {
      const spf = r.value.filter(isSpf);
      if (r.outcome !== "found" || spf.length !== 1) {
        unresolved.push(d);
        continue;
      }
      lookups += lookupTerms(spf[0]!).length;
      queue.push(...nestedSpfDomains(spf[0]!));
    }
  }
  return { lookups, unresolved, reached: [...seen] };
}

function lookupState(l: Lookup<unknown>): Pick<DnsCheck, "lookup" | "lookupError"> {
  return l.error ? { lookup: l.outcome, lookupError: l.error } : { lookup: l.outcome };
}

/** Findings only when the lookup answered (found or nothing there); none after a timeout. */
function settled(l: Lookup<unknown>, judge: () => DnsCheck["findings"]): DnsCheck["findings"] {
  return l.outcome === "found" || l.outcome === "absent" ? judge() : [];
}

const ABSENT = new Set(["ENODATA", "ENOTFOUND", "NXDOMAIN"]);

async function guarded(p: Promise<string[]>, budgetMs: number): Promise<Lookup<string[]>> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Lookup<string[]>>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          outcome: "timeout",
          value: [],
          error: `No answer within ${(budgetMs / 1000).toFixed(1)} s`,
        }),
      budgetMs + 250,
    );
  });
  try {
    return await Promise.race([
      p.then(
        (value): Lookup<string[]> => ({ outcome: value.length ? "found" : "absent", value }),
        (err: NodeJS.ErrnoException): Lookup<string[]> => {
          const code = String(err.code ?? "");
          if (ABSENT.has(code)) return { outcome: "absent", value: [] };
          if (code === "ETIMEOUT")
            return {
              outcome: "timeout",
              value: [],
              error: `No answer within ${(budgetMs / 1000).toFixed(1)} s`,
            };
          if (code === "ECANCELLED")
            return { outcome: "timeout", value: [], error: "The lookup was cancelled" };
          return {
            outcome: "failed",
            value: [],
            error:
              code === "ESERVFAIL"
                ? "The DNS server failed to answer (SERVFAIL)"
                : code === "ECONNREFUSED"
                  ? "The DNS server refused the connection"
                  : `The lookup failed (${code || "unknown error"})`,
          };
        },
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
