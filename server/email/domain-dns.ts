import "server-only";

import type { DnsDiagnosis } from "@/lib/email/dns-rules";
import { env } from "@/server/env";
import { notFound } from "@/server/errors";
import { BYTE_BUDGETS, byteBoundedCache } from "@/server/memory/byte-budgets";
import { upstream } from "@/server/upstream";

import { diagnoseDomain } from "./dns-diagnostics";

const FRESH_MS = 5_000;

const cache = byteBoundedCache<string, { at: number; diagnosis: DnsDiagnosis }>({
  max: 500,
  maxBytes: BYTE_BUDGETS.dnsDiagnoses,
});
const inFlight = new Map<string, Promise<DnsDiagnosis>>();

/** Only domains the upstream lists are looked up: nobody uses the console to probe other names. */
export async function domainDnsReport(domain: string, fresh: boolean): Promise<DnsDiagnosis> {
  const d = (await upstream().smtp.listDomains()).items.find(
    (x) => x.domain.toLowerCase() === domain,
  );
  if (!d) throw notFound(`${domain} is not one of the account's sender domains.`);
  const facts = {
    spfNeeded: d.checks.spf_txt_needed || null,
    dkimSelector: d.dkim_selector ?? null,
  };
  const key = JSON.stringify([domain, facts.spfNeeded, facts.dkimSelector]);
  const hit = cache.get(key);
  if (!fresh && hit && Date.now() - hit.at < FRESH_MS) return hit.diagnosis;
  const running = inFlight.get(key);
  if (running) return running;
  const job = diagnoseDomain(domain, facts, { servers: env().DNS_SERVERS })
    .then((diagnosis) => {
      cache.set(key, { at: Date.now(), diagnosis });
      return diagnosis;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, job);
  return job;
}
