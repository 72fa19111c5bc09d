import { pickIndex } from "./request";

/** `(ARRAY[...])[1 + deterministic index]` in SQL: pick from a list by a hash of `expr`. */
export function sqlPick(items: readonly string[], expr: string, salt: number): string {
  const list = items.map((s) => `'${s.replaceAll("'", "''")}'`).join(", ");
  return `(ARRAY[${list}])[1 + ${pickIndex(expr, salt, items.length)}]`;
}

// prettier-ignore
const FIRST = [
  "anna", "oleh", "maria", "ivan", "sofia", "lukas", "emma", "noah", "olga", "tomasz", "julia",
  "marco", "lea", "pavlo", "chloe", "mateo", "zeynep", "ali", "ines", "jack", "nina", "david",
  "iryna", "felix", "laura", "diego", "yulia", "omar", "sara", "max", "kateryna", "paul", "elena",
  "hugo", "alina", "leon", "mila", "adam", "daria", "ben",
];
// prettier-ignore
const LAST = [
  "smith", "kovalenko", "muller", "nowak", "garcia", "dubois", "rossi", "yilmaz", "silva",
  "brown", "shevchenko", "schmidt", "kowalski", "lopez", "martin", "bianchi", "kaya", "santos",
  "wilson", "bondarenko", "fischer", "wisniewski", "perez", "bernard", "romano", "demir", "costa",
  "taylor", "melnyk", "weber", "lewandowski", "sanchez", "petit", "greco", "celik", "oliveira",
  "clark", "tkachenko", "wagner", "wojcik",
];
// prettier-ignore
const DOMAINS = [
  "example.com", "example.net", "example.org", "mail.example.com", "inbox.example.net",
  "post.example.org", "webmail.example.com", "corp.example.net",
];

/** A realistic recipient address from a bigint SQL expression (8,000 distinct people). */
export function recipientSql(expr: string, salt: number): string {
  const r = `(${pickIndex(expr, salt, 8000)})`;
  return `(ARRAY[${FIRST.map((s) => `'${s}'`).join(",")}])[1 + ${r} % 40] || '.' ||
    (ARRAY[${LAST.map((s) => `'${s}'`).join(",")}])[1 + (${r} / 40) % 40] ||
    CASE WHEN ${r} >= 1600 THEN (${r} / 1600)::text ELSE '' END || '@' ||
    (ARRAY[${DOMAINS.map((s) => `'${s}'`).join(",")}])[1 + (${r} * 7 + ${r} / 13) % 8]`;
}

/** Kinds of demo email: sender, subject (`{num}` filled in) and the links inside. */
export const EMAIL_KINDS: { sender: string; subject: string; links: string[]; weight: number }[] = [
  {
    sender: "news",
    subject: "Spring sale: up to 40% off",
    links: ["/sale", "/sale/shoes"],
    weight: 4,
  },
  { sender: "news", subject: "New arrivals this week", links: ["/new", "/sale"], weight: 4 },
  { sender: "news", subject: "Your weekly digest", links: ["/new"], weight: 3 },
  {
    sender: "news",
    subject: "Last chance: free shipping ends tonight",
    links: ["/shipping"],
    weight: 2,
  },
  {
    sender: "orders",
    subject: "Your order #{num} is confirmed",
    links: ["/orders/{num}"],
    weight: 4,
  },
  {
    sender: "orders",
    subject: "Your order #{num} has shipped",
    links: ["/track/{num}"],
    weight: 3,
  },
  {
    sender: "orders",
    subject: "Your order #{num} was delivered",
    links: ["/orders/{num}/review"],
    weight: 2,
  },
  {
    sender: "support",
    subject: "Re: Ticket #{num} — we are on it",
    links: ["/help/tickets/{num}"],
    weight: 2,
  },
  { sender: "support", subject: "Reset your password", links: ["/account/reset"], weight: 2 },
  { sender: "support", subject: "Welcome to Northwind", links: ["/start", "/help"], weight: 2 },
  {
    sender: "billing",
    subject: "Invoice INV-2026-{num}",
    links: ["/billing/invoices/{num}"],
    weight: 2,
  },
  { sender: "billing", subject: "Payment received — thank you", links: [], weight: 1 },
  {
    sender: "billing",
    subject: "Your subscription renews in 7 days",
    links: ["/billing"],
    weight: 1,
  },
];

/** Coherent devices: browser, OS, screen. */
// prettier-ignore
export const DEVICES = [
  ["Chrome", "Windows 10", "1920x1080"], ["Chrome", "Windows 10", "1920x1080"],
  ["Chrome", "Android", "412x915"], ["Chrome", "Android", "412x915"],
  ["Safari", "iOS", "390x844"], ["Safari", "iOS", "390x844"],
  ["Safari", "macOS", "1440x900"], ["Firefox", "Windows 11", "1366x768"],
  ["Edge", "Windows 11", "1536x864"], ["Apple Mail", "macOS", "2560x1440"],
  ["Outlook", "Windows 10", "1920x1080"], ["Chrome", "macOS", "1680x1050"],
  ["Samsung Internet", "Android", "360x800"], ["Firefox", "Linux", "1920x1080"],
  ["Chrome", "iOS", "430x932"],
] as const;

// prettier-ignore
export const COUNTRIES = [
  "Ukraine", "Ukraine", "Ukraine", "Germany", "Germany", "United States", "United States",
  "Poland", "Poland", "United Kingdom", "France", "Spain", "Turkey", "Brazil", "Canada",
];

/** Bounce answers: [code, enhanced status, text, weight]. */
export const BOUNCES: [number, string, string, number][] = [
  [550, "5.1.1", "5.1.1 <{rcpt}>: Recipient address rejected: User unknown", 10],
  [552, "5.2.2", "5.2.2 <{rcpt}>: Mailbox full, quota exceeded", 3],
  [554, "5.7.1", "5.7.1 Message rejected: policy violation, spam suspected", 4],
  [421, "4.4.2", "4.4.2 Connection timed out, try again later", 2],
  [450, "4.2.1", "4.2.1 Mailbox temporarily unavailable, try again later", 1],
];

/** Expands weights into repeated entries so a uniform pick follows them. */
export const weighted = <T>(items: T[], weight: (t: T) => number): T[] =>
  items.flatMap((t) => Array.from({ length: weight(t) }, () => t));
