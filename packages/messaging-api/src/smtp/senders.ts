import { senderAddSchema } from "@messaging-console/contract/email";

import type { ApiContext } from "../context";
import { badRequest, unprocessable, type Router } from "../http";
import { ACCOUNT_IPS, BLACKLISTED_SENDER_DOMAINS, DMARC_STRICT_DOMAINS } from "./account";
import { describeIssue, parseWith } from "./request";

export function registerSenders(router: Router, ctx: ApiContext): void {
  router.get("/smtp/ips", () => [...ACCOUNT_IPS]);

  router.get("/smtp/senders", async () => {
    const res = await ctx.db.query<{ email: string }>(
      `SELECT email FROM smtp_senders WHERE status = 'Active' ORDER BY created, email`,
    );
    return res.rows.map((r) => r.email);
  });

  router.get("/senders", async () => {
    const res = await ctx.db.query<{ name: string; email: string; status: string }>(
      `SELECT name, email, status FROM smtp_senders ORDER BY created, email`,
    );
    return res.rows;
  });

  router.post("/senders", async ({ body }) => {
    const input = parseWith(senderAddSchema, body, (i) => badRequest(describeIssue(i)));
    const email = input.email.toLowerCase();
    const domain = email.slice(email.lastIndexOf("@") + 1);
    if (BLACKLISTED_SENDER_DOMAINS.includes(domain))
      throw badRequest("Sender address is blacklisted", 904);
    if (DMARC_STRICT_DOMAINS.includes(domain))
      throw unprocessable(
        `The DMARC policy of ${domain} does not allow sending on its behalf: use your own domain`,
      );
    const res = await ctx.db.query(
      `INSERT INTO smtp_senders (email, name, status, created)
       VALUES ($1, $2, 'Requested activation', $3) ON CONFLICT (email) DO NOTHING RETURNING email`,
      [email, input.name, ctx.clock.now()],
    );
    if (res.rows.length === 0) throw badRequest("Sender address is already in use", 902);
    return { result: true };
  });
}
