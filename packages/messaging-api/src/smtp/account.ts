import { TEMPLATE_CATALOG, templateVariables } from "./template-catalog";

/** Exists with or without demo traffic: sending and templates depend on it. */
export const ACCOUNT_USER_ID = 7301524;
export const ACCOUNT_IPS = ["203.0.113.21", "203.0.113.22", "198.51.100.10"] as const;
export const SPF_TXT = "v=spf1 include:_spf.example-mail.net ~all";
/** Sender addresses on these domains are refused with code 904. */
export const BLACKLISTED_SENDER_DOMAINS = ["spam-haven.example", "blocked-sender.example"];
/** Free-mail domains whose DMARC policy forbids sending on their behalf: 422. */
export const DMARC_STRICT_DOMAINS = ["gmail.com", "yahoo.com", "outlook.com", "mail.ru"];

export const ACCOUNT_SENDERS = [
  { email: "news@northwind-shop.example", name: "Northwind Shop", status: "Active" },
  { email: "orders@northwind-shop.example", name: "Northwind Orders", status: "Active" },
  { email: "support@northwind-shop.example", name: "Northwind Support", status: "Active" },
  { email: "billing@northwind-shop.example", name: "Northwind Billing", status: "Active" },
  {
    email: "promo@northwind-deals.example",
    name: "Northwind Deals",
    status: "Requested activation",
  },
] as const;

/** [domain, dkim, spf, dmarc, status, is_default, ssl_type, ssl days left, expire days left]: all 8 check combinations. */
const DOMAINS: [
  string,
  boolean,
  boolean,
  boolean,
  0 | 1,
  boolean,
  0 | 1 | 2,
  number | null,
  number | null,
][] = [
  ["northwind-shop.example", true, true, true, 1, true, 2, 210, 300],
  ["northwind-deals.example", true, true, false, 1, false, 1, 75, null],
  ["mail.northwind.example", true, false, true, 1, false, 0, null, null],
  ["status.northwind.example", true, false, false, 0, false, 0, null, null],
  ["news.northwind.example", false, true, true, 1, false, 1, 12, 40],
  ["billing.northwind.example", false, true, false, 0, false, 2, -3, null],
  ["eu.northwind-shop.example", false, false, true, 1, false, 1, 160, null],
  ["legacy-northwind.example", false, false, false, 0, false, 0, null, -20],
];

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
const days = (d: number | null) => (d === null ? "NULL" : `now() + interval '${d} days'`);

const senders = ACCOUNT_SENDERS.map(
  (s, i) =>
    `(${lit(s.email)}, ${lit(s.name)}, ${lit(s.status)}, now() - interval '${400 - i * 60} days')`,
).join(",\n  ");

const templates = TEMPLATE_CATALOG.map(
  (t) =>
    `(${t.realId}, md5('tpl-${t.realId}'), ${lit(t.name)}, ${lit(t.lang)}, 'me', now() - interval '${t.daysAgo} days', ` +
    `'https://templates.example-mail.net/preview/' || md5('tpl-${t.realId}') || '.png', ${lit(t.body)}, ` +
    `ARRAY[${templateVariables(t.body).map(lit).join(", ")}]::text[])`,
).join(",\n  ");

const domains = DOMAINS.map(
  ([domain, dkim, spf, dmarc, status, isDefault, ssl, sslDays, expireDays], i) =>
    `(${i + 1}, ${ACCOUNT_USER_ID}, ${lit(domain)}, ${status}, ${days(expireDays)}, ${expireDays === null ? 0 : 1}, ` +
    `${lit(expireDays === null ? "" : "USD")}, ${isDefault}, ${ssl}, ${ssl === 0 ? "NULL" : days(sslDays)}, ` +
    `${ssl === 0 ? "NULL" : i + 1}, ${dkim}, ${spf}, ${dmarc}, ${lit(spf ? "" : SPF_TXT)}, now() - interval '${300 - i * 30} days')`,
).join(",\n  ");

export const accountSql = `
INSERT INTO smtp_senders (email, name, status, created) VALUES
  ${senders}
ON CONFLICT DO NOTHING;
INSERT INTO smtp_templates (real_id, id, name, lang, owner, created, preview, body, variables) VALUES
  ${templates}
ON CONFLICT DO NOTHING;
INSERT INTO smtp_domains (id, user_id, domain, status, expire_date, auto_free_prolong, currency, is_default,
  ssl_type, ssl_expired, ssl_generated, check_dkim, check_spf, check_dmarc, spf_txt_needed, created) VALUES
  ${domains}
ON CONFLICT DO NOTHING;
`;
