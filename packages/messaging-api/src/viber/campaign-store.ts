import type { PGlite } from "@electric-sql/pglite";

/** How long a new campaign waits in `moderation` (clock time). */
export const MODERATION_MS = 2 * 60_000;

export interface NewCampaign {
  name: string;
  message_type: number;
  message: string | null;
  button_text: string | null;
  button_link: string | null;
  image_link: string | null;
  address_book_id: number | null;
  recipients: string[] | null;
  sender_id: number;
  sender_name: string;
  message_live_time: number;
  send_date: Date;
  stretch_time: number;
  resend_sms: boolean;
  resend_sms_status?: number | null;
  sms_text: string | null;
  sms_sender_name: string | null;
  status: string | null;
  created: Date;
  moderation_until: Date;
  demo?: boolean;
}

const COLUMNS = [
  "name",
  "message_type",
  "message",
  "button_text",
  "button_link",
  "image_link",
  "address_book_id",
  "recipients",
  "sender_id",
  "sender_name",
  "message_live_time",
  "send_date",
  "stretch_time",
  "resend_sms",
  "resend_sms_status",
  "sms_text",
  "sms_sender_name",
  "status",
  "created",
  "moderation_until",
  "demo",
] as const;

/** Inserts a campaign (not started: its recipients come when it starts sending); returns its id. */
export async function insertCampaign(db: PGlite, c: NewCampaign): Promise<number> {
  const values = COLUMNS.map((k) => c[k] ?? (k === "demo" ? false : null));
  const res = await db.query<{ id: number }>(
    `INSERT INTO viber_campaigns (${COLUMNS.join(", ")})
     VALUES (${COLUMNS.map((k, i) => (k === "recipients" ? `$${i + 1}::bigint[]` : `$${i + 1}`)).join(", ")})
     RETURNING id`,
    values,
  );
  const id = res.rows[0]?.id;
  if (id === undefined) throw new Error("campaign insert returned no id");
  return id;
}
