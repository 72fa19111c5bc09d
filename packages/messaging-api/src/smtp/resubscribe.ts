import {
  RESUBSCRIBE_PER_DAY,
  resubscribeSchema,
  type ResubscribeLang,
} from "@messaging-console/contract/email";

import type { ApiContext } from "../context";
import { badRequest, unprocessable, type Router } from "../http";
import { describeIssue, parseWith } from "./request";
import { storeSend } from "./store-send";

const DAY_MS = 86_400_000;

const SUBJECTS: Record<ResubscribeLang, string> = {
  en: "Confirm your subscription",
  ru: "Подтвердите подписку",
  ua: "Підтвердіть підписку",
  tr: "Aboneliğinizi onaylayın",
  es: "Confirma tu suscripción",
  pt: "Confirme a sua subscrição",
};

export function registerResubscribe(router: Router, ctx: ApiContext): void {
  router.post("/smtp/resubscribe", async ({ body }) => {
    const input = parseWith(resubscribeSchema, body, (i) => badRequest(describeIssue(i)));
    const sender = await ctx.db.query(
      `SELECT 1 FROM smtp_senders WHERE email = lower($1) AND status = 'Active'`,
      [input.sender],
    );
    if (sender.rows.length === 0)
      throw badRequest("sender: not an active sender address of this account", 10);

    const now = ctx.clock.nowMs();
    // check and claim in one statement, so concurrent requests cannot pass the limit together
    const claimed = await ctx.db.query<{ ctid: string }>(
      `INSERT INTO smtp_resubscribes (email_id, email, sender, lang, created)
       SELECT '', lower($1), lower($2), $3, $4
       WHERE (SELECT count(*) FROM smtp_resubscribes WHERE created > $5) < $6
       RETURNING ctid::text`,
      [
        input.email,
        input.sender,
        input.lang,
        new Date(now),
        new Date(now - DAY_MS),
        RESUBSCRIBE_PER_DAY,
      ],
    );
    const slot = claimed.rows[0];
    if (!slot) throw unprocessable(`No more than ${RESUBSCRIBE_PER_DAY} are allowed per day`, 422);

    const [id = ""] = await storeSend(ctx, {
      sender: input.sender.toLowerCase(),
      recipients: [input.email],
      subject: SUBJECTS[input.lang],
      size: 4200,
      links: ["https://subscribe.example-mail.net/confirm"],
    });
    await ctx.db.query(`UPDATE smtp_resubscribes SET email_id = $1 WHERE ctid = $2::tid`, [
      id,
      slot.ctid,
    ]);
    return { result: true, id };
  });
}
