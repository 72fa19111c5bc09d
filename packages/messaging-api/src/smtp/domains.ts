import { domainNameSchema } from "@messaging-console/contract/email";
import { formatUpstreamDate } from "@messaging-console/contract/upstream-date";

import type { ApiContext } from "../context";
import { badRequest, type Router } from "../http";
import { ACCOUNT_USER_ID, SPF_TXT } from "./account";

interface DomainRow {
  id: number;
  user_id: number;
  domain: string;
  status: number;
  expire_date: Date | null;
  auto_free_prolong: number;
  currency: string;
  is_default: boolean;
  ssl_type: number;
  ssl_expired: Date | null;
  ssl_generated: number | null;
  check_dkim: boolean;
  check_spf: boolean;
  check_dmarc: boolean;
  spf_txt_needed: string;
}

function toSenderDomain(r: DomainRow, timeZone: string) {
  const date = (d: Date | null) => (d ? formatUpstreamDate(d, timeZone) : null);
  return {
    id: r.id,
    user_id: r.user_id,
    service_type: 3,
    service_value: r.domain,
    status: r.status,
    expire_date: date(r.expire_date),
    auto_free_prolong: r.auto_free_prolong,
    currency: r.currency,
    is_default: r.is_default,
    ssl_type: r.ssl_type,
    ssl_expired: date(r.ssl_expired),
    ssl_generated: r.ssl_generated,
    checks: {
      check_dkim: r.check_dkim,
      check_spf: r.check_spf,
      check_dmarc: r.check_dmarc,
      all_checks: r.check_dkim && r.check_spf && r.check_dmarc,
      spf_txt_needed: r.spf_txt_needed,
    },
  };
}

export function registerDomains(router: Router, ctx: ApiContext): void {
  router.get("/v2/email-service/smtp/sender_domains", async () => {
    const res = await ctx.db.query<DomainRow>(`SELECT * FROM smtp_domains ORDER BY id`);
    return { data: { result: true, data: res.rows.map((r) => toSenderDomain(r, ctx.timeZone)) } };
  });

  router.post("/v2/email-service/smtp/sender_domains/:domain", async ({ params }) => {
    const parsed = domainNameSchema.safeParse(params.domain ?? "");
    if (!parsed.success) throw badRequest("domain: must be a domain name", 999);
    // a new domain has passed no check yet: inactive until its DNS records are in place
    const res = await ctx.db.query(
      `INSERT INTO smtp_domains (user_id, domain, status, auto_free_prolong, currency, is_default,
         ssl_type, check_dkim, check_spf, check_dmarc, spf_txt_needed, created)
       VALUES ($1, $2, 0, 0, '', false, 0, false, false, false, $3, $4)
       ON CONFLICT (domain) DO NOTHING RETURNING id`,
      [ACCOUNT_USER_ID, parsed.data, SPF_TXT, ctx.clock.now()],
    );
    return res.rows.length > 0
      ? { data: { result: true, error: null } }
      : { data: { result: false, error: "Domain already added" } };
  });
}
