import "server-only";

import { z } from "zod";

import type { Domain, ListResult } from "@/lib/schemas/resources";
import {
  count,
  flag,
  flagOrNull,
  id,
  numOrNull,
  obj,
  text,
  textOrNull,
  toList,
} from "@/server/upstream/coerce";
import { rejected } from "@/server/upstream/errors";
import { fromReplies, parseReply, readItems } from "@/server/upstream/parse";
import { get, LIST_TTL_MS, listed } from "@/server/upstream/reads";
import type { Transport } from "@/server/upstream/transport";

const DOMAINS_PATH = "/v2/email-service/smtp/sender_domains";

const domainRaw = z.looseObject({
  id,
  service_value: text,
  status: count,
  is_default: flag,
  ssl_type: numOrNull,
  ssl_expired: textOrNull,
  ssl_generated: numOrNull,
  expire_date: textOrNull,
  // a check the reply leaves out (older replies have no check_dmarc) is unknown, not failed
  checks: obj({
    check_dkim: flagOrNull,
    check_spf: flagOrNull,
    check_dmarc: flagOrNull,
    all_checks: flagOrNull,
    spf_txt_needed: textOrNull,
  }),
});

/** The contract names no DKIM selector; a reply that carries one (any of these keys) is heard. */
function dkimSelectorOf(
  d: Record<string, unknown>,
  checks: Record<string, unknown>,
): string | null {
  for (const v of [checks.dkim_selector, checks.selector, d.dkim_selector, d.selector]) {
    if (typeof v === "string" && v.trim()) return v.trim().toLowerCase();
  }
  return null;
}

function toDomain(d: z.output<typeof domainRaw>): Domain {
  const c = d.checks;
  const each = [c.check_dkim, c.check_spf, c.check_dmarc];
  const selector = dkimSelectorOf(d, c);
  return {
    id: d.id,
    domain: d.service_value,
    active: d.status === 1,
    status: d.status,
    is_default: d.is_default,
    ssl_type: d.ssl_type,
    ssl_expired: d.ssl_expired,
    ssl_generated: d.ssl_generated,
    expire_date: d.expire_date,
    ...(selector ? { dkim_selector: selector } : {}),
    checks: {
      dkim: c.check_dkim,
      spf: c.check_spf,
      dmarc: c.check_dmarc,
      // all passed only if said so, or if every check is known and passed
      all:
        c.all_checks ??
        (each.every((x) => x === true) ? true : each.includes(false) ? false : null),
      spf_txt_needed: c.spf_txt_needed,
    },
  };
}

/** The account's sender domains: listed with their DNS checks, and added. */
export function domainEndpoints(t: Transport) {
  return {
    async listDomains(): Promise<ListResult<Domain>> {
      const raw = await get(t, DOMAINS_PATH, { cacheTtlMs: LIST_TTL_MS });
      // `{data: {result, data: [...]}}`; a bare list or `{data: [...]}` is read too
      const outer = (raw as { data?: unknown } | null)?.data;
      const list = Array.isArray(raw)
        ? raw
        : Array.isArray(outer)
          ? outer
          : toList((outer as { data?: unknown } | null | undefined)?.data);
      return fromReplies("sender domains", [raw], () =>
        listed(readItems(domainRaw, list, "sender domain"), toDomain),
      );
    },
    /** The upstream answers `{data:{result,error}}`; a false result is a refusal in its words. */
    async addDomain(domain: string): Promise<{ ok: true }> {
      const raw = await t.request({
        method: "POST",
        path: `${DOMAINS_PATH}/:domain`,
        params: { domain },
      });
      t.invalidate(DOMAINS_PATH);
      const reply = parseReply(
        z.looseObject({ data: obj({ result: flag, error: z.unknown().optional() }) }),
        raw,
        "domain add",
      );
      if (!reply.data.result) {
        const e = reply.data.error;
        throw rejected(
          422,
          typeof e === "string"
            ? e
            : e && typeof e === "object" && "message" in e
              ? String(e.message)
              : "The domain was not added.",
        );
      }
      return { ok: true };
    },
  };
}
