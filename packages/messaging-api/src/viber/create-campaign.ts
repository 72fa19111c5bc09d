import { formatUpstreamDate, parseUpstreamDate } from "@messaging-console/contract/upstream-date";
import {
  viberCampaignCreateSchema,
  type ViberCampaignCreate,
} from "@messaging-console/contract/viber";

import type { ApiContext } from "../context";
import { unprocessable, type Router } from "../http";
import { insertCampaign, MODERATION_MS } from "./campaign-store";
import { parseBody } from "./sql";

/** POST /viber: validate with the shared contract schema, check references, store, reply as the contract. */
export function registerCreateCampaign(router: Router, ctx: ApiContext): void {
  router.post("/viber", async (req) => {
    const body = parseBody(viberCampaignCreateSchema, req.body);
    const sender = await usableSender(ctx, body.sender_id);
    await checkReferences(ctx, body);
    const now = ctx.clock.now();
    const sendDate = readSendDate(ctx, body.send_date, now);

    const button = body.additional?.button ?? null;
    const resend = body.additional?.resend_sms ?? null;
    const campaign = {
      name: body.task_name ?? `Campaign ${formatUpstreamDate(now, ctx.timeZone)}`,
      message_type: body.message_type,
      message: body.message ?? null,
      button_text: button?.text ?? null,
      button_link: button?.link ?? null,
      image_link: body.additional?.image?.link ?? null,
      address_book_id: body.address_book ?? null,
      recipients: body.address_book == null ? (body.recipients ?? []) : null,
      sender_id: body.sender_id,
      sender_name: sender,
      message_live_time: body.message_live_time,
      send_date: sendDate,
      stretch_time: body.stretch_time ?? 0,
      resend_sms: resend?.status === true,
      sms_text: resend?.sms_text ?? null,
      sms_sender_name: resend?.sms_sender_name ?? null,
      status: "moderation",
      created: now,
      moderation_until: new Date(now.getTime() + MODERATION_MS),
    };
    const id = await insertCampaign(ctx.db, campaign);
    return {
      result: true,
      data: {
        address_book_id: campaign.address_book_id,
        button_link: campaign.button_link,
        button_text: campaign.button_text,
        image_link: campaign.image_link,
        message: campaign.message,
        message_live_time: String(campaign.message_live_time),
        message_type: campaign.message_type,
        resend_sms: campaign.resend_sms ? 1 : 0,
        send_date: formatUpstreamDate(sendDate, ctx.timeZone),
        sender_id: campaign.sender_id,
        sms_sender_name: campaign.sms_sender_name,
        sms_text: campaign.sms_text,
        task_id: id,
        task_name: campaign.name,
      },
    };
  });
}

async function usableSender(ctx: ApiContext, id: number): Promise<string> {
  const res = await ctx.db.query<{ name: string; status: string }>(
    `SELECT name, status FROM viber_senders WHERE id = $1`,
    [id],
  );
  const sender = res.rows[0];
  if (!sender) throw unprocessable(`sender_id: no sender name with id ${id}`);
  if (sender.status !== "verified")
    throw unprocessable(
      `sender_id: the sender name "${sender.name}" cannot send yet (status ${sender.status})`,
    );
  return sender.name;
}

async function checkReferences(ctx: ApiContext, body: ViberCampaignCreate): Promise<void> {
  if (body.address_book != null) {
    const book = await ctx.db.query(`SELECT 1 FROM address_books WHERE id = $1`, [
      body.address_book,
    ]);
    if (book.rows.length === 0)
      throw unprocessable(`address_book: no address book with id ${body.address_book}`);
  }
  if (body.message_type === 3) {
    const match = await ctx.db.query(
      `SELECT 1 FROM viber_templates WHERE status = 'approved' AND text = $1`,
      [body.message ?? ""],
    );
    if (match.rows.length === 0)
      throw unprocessable(
        "message: a system message must be exactly the text of an approved template",
      );
  }
}

function readSendDate(ctx: ApiContext, text: string, now: Date): Date {
  if (text === "now") return now;
  const at = parseUpstreamDate(text, ctx.timeZone);
  if (at === null) throw unprocessable("send_date: not a date");
  // The date has whole seconds: the current second still counts as "now".
  if (at < Math.floor(now.getTime() / 1000) * 1000)
    throw unprocessable(`send_date: ${text} is in the past (${ctx.timeZone})`);
  return new Date(at);
}
