import type { BlacklistEntry, Bounce, Unsubscribe } from "@/lib/schemas/resources";

/** The lists that keep a person from being messaged. */
export const SUPPRESSION_LISTS = ["blacklist", "unsubscribes", "bounces"] as const;
export type SuppressionList = (typeof SUPPRESSION_LISTS)[number];

/**
 * How an entry got on its list: added in this console (by a person, or by an
 * import), by the recipient (unsubscribe link, spam complaint), by a hard
 * bounce, or elsewhere (the API, another tool: this console has no record).
 */
export const SUPPRESSION_SOURCES = [
  "console",
  "import",
  "link",
  "spam_complaint",
  "bounce",
  "elsewhere",
] as const;
export type SuppressionSource = (typeof SUPPRESSION_SOURCES)[number];

export interface Suppression {
  list: SuppressionList;
  /** the phone's digits or the address */
  value: string;
  /** the blacklist's description, how the address unsubscribed, or the server's answer */
  reason: string;
  source: SuppressionSource;
  /** when, as the upstream says it (`YYYY-MM-DD HH:MM:SS`, the account's zone) */
  at: string;
  /** who added it in this console, and when (ISO), from the audit log */
  by?: { email: string; at: string };
}

/** One blacklist.add or unsubscribe.add of the audit log, with the values it names. */
export interface AuditAdd {
  action: "blacklist.add" | "unsubscribe.add";
  userEmail: string;
  /** ISO time */
  at: string;
  values: readonly string[];
  source?: "import";
}

export type SearchQuery = { kind: "phone"; digits: string } | { kind: "email"; text: string };

/**
 * What a search looks for: digits (a phone, at least 3 of them, `+` and spaces
 * ignored) or text in an address (anything with a letter or an `@`). Null when
 * there is nothing to look for.
 */
export function readSearchQuery(raw: string): SearchQuery | null {
  const q = raw.trim();
  if (/[a-z@]/i.test(q)) return q.length >= 2 ? { kind: "email", text: q.toLowerCase() } : null;
  const digits = q.replace(/\D/g, "");
  return digits.length >= 3 ? { kind: "phone", digits } : null;
}

export function matchesQuery(value: string, q: SearchQuery): boolean {
  return q.kind === "phone"
    ? /^\d+$/.test(value) && value.includes(q.digits)
    : value.toLowerCase().includes(q.text);
}

const HOW_REASON: Record<Unsubscribe["how"], string> = {
  link: "Clicked the unsubscribe link",
  spam_complaint: "Marked an email as spam",
  user: "Added to the list by hand",
  unknown: "No reason given",
};

/**
 * Every entry of the three lists that matches the query, one row per list and
 * value, with who added it where the audit log says (its newest add naming the
 * value). Rows of one value stay together, an exact match first, so "is this
 * person suppressed anywhere" reads as one group.
 */
export function mergeSuppressions(input: {
  query: SearchQuery;
  blacklist: readonly BlacklistEntry[];
  unsubscribes: readonly Unsubscribe[];
  /** hard bounces only (the caller classifies them) */
  hardBounces: readonly Bounce[];
  audit: readonly AuditAdd[];
}): Suppression[] {
  const { query } = input;
  const byValue = auditIndex(input.audit);
  const out: Suppression[] = [];
  const seen = new Set<string>();
  const push = (s: Suppression) => {
    const key = `${s.list}|${s.value.toLowerCase()}`;
    if (seen.has(key) || !matchesQuery(s.value, query)) return;
    seen.add(key);
    out.push(s);
  };

  for (const e of input.blacklist) {
    const audit = byValue.get(`blacklist.add|${e.phone}`);
    push({
      list: "blacklist",
      value: e.phone,
      reason: e.description || "No reason given",
      source: audit ? (audit.source ?? "console") : "elsewhere",
      at: e.add_date,
      ...(audit ? { by: { email: audit.userEmail, at: audit.at } } : {}),
    });
  }
  for (const u of input.unsubscribes) {
    const audit = byValue.get(`unsubscribe.add|${u.email.toLowerCase()}`);
    const recipient = u.how === "link" || u.how === "spam_complaint" ? u.how : null;
    push({
      list: "unsubscribes",
      value: u.email,
      reason: HOW_REASON[u.how],
      source: recipient ?? (audit ? (audit.source ?? "console") : "elsewhere"),
      at: u.date,
      ...(audit && !recipient ? { by: { email: audit.userEmail, at: audit.at } } : {}),
    });
  }
  // newest first, so the row kept for an address is its latest bounce
  const bounces = [...input.hardBounces].sort((a, b) => (a.send_date < b.send_date ? 1 : -1));
  for (const b of bounces)
    push({
      list: "bounces",
      value: b.email_to,
      reason: b.smtp_answer_data || `${b.smtp_answer_code} ${b.smtp_answer_subcode}`.trim(),
      source: "bounce",
      at: b.send_date,
    });

  const exact = (s: Suppression) =>
    query.kind === "phone" ? s.value === query.digits : s.value.toLowerCase() === query.text;
  const order = (s: Suppression) => SUPPRESSION_LISTS.indexOf(s.list);
  return out.sort(
    (a, b) =>
      Number(exact(b)) - Number(exact(a)) ||
      a.value.toLowerCase().localeCompare(b.value.toLowerCase()) ||
      order(a) - order(b),
  );
}

/** The newest audit add of each list and value. */
function auditIndex(adds: readonly AuditAdd[]): Map<string, AuditAdd> {
  const index = new Map<string, AuditAdd>();
  for (const a of adds)
    for (const v of a.values) {
      const key = `${a.action}|${a.action === "unsubscribe.add" ? v.toLowerCase() : v}`;
      const had = index.get(key);
      if (!had || had.at < a.at) index.set(key, a);
    }
  return index;
}

export interface SuppressionFilter {
  lists?: readonly SuppressionList[];
  sources?: readonly SuppressionSource[];
}

export function filterSuppressions(rows: readonly Suppression[], f: SuppressionFilter) {
  return rows.filter(
    (r) =>
      (!f.lists?.length || f.lists.includes(r.list)) &&
      (!f.sources?.length || f.sources.includes(r.source)),
  );
}
