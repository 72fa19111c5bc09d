import { EMAIL_ID, emailInfoSchema, MAX_INFO_IDS } from "@messaging-console/contract/email";

import type { ApiContext } from "../context";
import { badRequest, type Router } from "../http";
import { emailOrder, type TimeBounds } from "./email-order";
import {
  addCondition,
  baseFilter,
  countEmails,
  selectEmails,
  toRecord,
  type EmailFilter,
} from "./records";
import { parseDay, parsePage, parseWith } from "./request";

export const EMAIL_PAGE_MAX = 100;

/** `bounds` is set when only the dates filter, so the in-memory order can answer. */
function logFilter(
  ctx: ApiContext,
  query: URLSearchParams,
): { filter: EmailFilter; bounds: TimeBounds | null } {
  const f = baseFilter(ctx);
  const now = f.params[0] as Date;
  const from = parseDay(query, "from", ctx.timeZone);
  const to = parseDay(query, "to", ctx.timeZone);
  if (from) addCondition(f, (p) => `e.send_date >= ${p}`, new Date(from.start));
  if (to) addCondition(f, (p) => `e.send_date < ${p}`, new Date(to.end));
  let onlyDates = true;
  const sender = query.get("sender")?.trim();
  if (sender) {
    onlyDates = false;
    addCondition(f, (p) => `lower(e.sender) = lower(${p})`, sender);
  }
  const recipient = query.get("recipient")?.trim();
  if (recipient) {
    onlyDates = false;
    addCondition(f, (p) => `lower(e.recipient) = lower(${p})`, recipient);
  }
  // `country=off` is the contract's "country not specified" (the PHP SDK sends it by default)
  const country = query.get("country")?.trim();
  if (country && country.toLowerCase() !== "off") {
    onlyDates = false;
    addCondition(
      f,
      (p) => `EXISTS (SELECT 1 FROM smtp_tracking t WHERE t.email_n = e.n
        AND lower(t.country) = lower(${p}) AND t.action_date <= $1)`,
      country,
    );
  }
  const bounds: TimeBounds | null = onlyDates
    ? {
        nowUs: now.getTime() * 1000,
        ...(from ? { fromUs: from.start * 1000 } : {}),
        ...(to ? { toUs: to.end * 1000 } : {}),
      }
    : null;
  return { filter: f, bounds };
}

const ORDER = "ORDER BY e.send_date DESC, e.n DESC";

export function registerEmails(router: Router, ctx: ApiContext): void {
  emailOrder(ctx.db).catch(() => {
    /* a store closed at once; the first read builds it again */
  });
  router.get("/smtp/emails", async ({ query }) => {
    const { limit, offset } = parsePage(query, EMAIL_PAGE_MAX, EMAIL_PAGE_MAX);
    const { filter, bounds } = logFilter(ctx, query);
    let rows;
    if (bounds) {
      const ns = (await emailOrder(ctx.db)).page(bounds, limit, offset);
      if (ns.length === 0) return [];
      const f = baseFilter(ctx);
      f.params[0] = filter.params[0];
      addCondition(f, (p) => `e.n = ANY(${p}::bigint[])`, ns);
      rows = await selectEmails(ctx, f, ORDER);
    } else {
      // the page's keys first, so the tracking of the rows skipped is never read
      rows = await selectEmails(
        ctx,
        filter,
        `AND e.n IN (SELECT e.n FROM smtp_emails e WHERE ${filter.where.join(" AND ")}
           ${ORDER} LIMIT ${limit} OFFSET ${offset}) ${ORDER}`,
      );
    }
    return rows.map((r) => toRecord(r, ctx.timeZone));
  });

  router.get("/smtp/emails/total", async ({ query }) => {
    const { filter, bounds } = logFilter(ctx, query);
    return {
      total: bounds ? (await emailOrder(ctx.db)).count(bounds) : await countEmails(ctx, filter),
    };
  });

  router.post("/smtp/emails/info", async ({ body }) => {
    const { emails } = parseWith(emailInfoSchema, body, (issue) =>
      issue.code === "too_big"
        ? badRequest(`No more than ${MAX_INFO_IDS} email ids are allowed per request`, 832)
        : badRequest("emails: give a list of email ids", 832),
    );
    const ids = [...new Set(emails)];
    const f = baseFilter(ctx);
    addCondition(f, (p) => `e.id = ANY(${p}::text[])`, ids);
    const rows = await selectEmails(ctx, f, "");
    if (rows.length === 0) throw badRequest("No emails found", 14);
    const order = new Map(ids.map((id, i) => [id, i]));
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return rows.map((r) => toRecord(r, ctx.timeZone));
  });

  router.get("/smtp/emails/:id", async ({ params }) => {
    const id = params.id ?? "";
    if (!EMAIL_ID.test(id)) throw badRequest("id must be an email id (xxxxxx-xxxxxx-xx)", 999);
    const f = baseFilter(ctx);
    addCondition(f, (p) => `e.id = ${p}`, id);
    const row = (await selectEmails(ctx, f, ""))[0];
    if (!row) throw badRequest("Email not found", 14);
    const record = toRecord(row, ctx.timeZone);
    // the single-email reply carries these two as strings, as the contract shows
    return {
      ...record,
      total_size: String(record.total_size),
      smtp_answer_code: String(record.smtp_answer_code),
    };
  });
}
