import type { ApiContext } from "../context";
import { hashSeed } from "../random";
import { ACCOUNT_IPS } from "./account";
import { smtpAnswerFor } from "./delivery";
import { noteEmailsInserted } from "./email-order";
import { scheduleTracking } from "./generate";

export interface OutgoingEmail {
  sender: string;
  recipients: string[];
  subject: string;
  size: number;
  links: string[];
}

/** A row per recipient with its own id and answer; returns the ids in recipient order. */
export async function storeSend(ctx: ApiContext, email: OutgoingEmail): Promise<string[]> {
  const seq = await ctx.db.query<{ n: string }>(
    `SELECT nextval('smtp_email_seq')::text AS n FROM generate_series(1, $1::int)`,
    [email.recipients.length],
  );
  const ns = seq.rows.map((r) => r.n);
  const answers = email.recipients.map(smtpAnswerFor);
  const ip = ACCOUNT_IPS[hashSeed(email.sender.toLowerCase()) % ACCOUNT_IPS.length] ?? "";
  const res = await ctx.db.query<{ n: string; id: string }>(
    `INSERT INTO smtp_emails (n, id, sender, recipient, subject, total_size, sender_ip, used_ip,
       smtp_answer_code, smtp_answer_subcode, smtp_answer_data, send_date, links)
     SELECT r.n, smtp_email_id(r.n), $5, r.rcpt, $6, $7, $8, $8, r.code, r.sub, r.data, $9, $10::text[]
     FROM unnest($1::bigint[], $2::text[], $3::int[], $4::text[], $11::text[]) AS r(n, rcpt, code, sub, data)
     RETURNING n::text, id`,
    [
      ns,
      email.recipients,
      answers.map((a) => a.code),
      answers.map((a) => a.subcode),
      email.sender,
      email.subject,
      email.size,
      ip,
      ctx.clock.now(),
      email.links,
      answers.map((a) => a.data),
    ],
  );
  const ids = new Map(res.rows.map((r) => [r.n, r.id]));
  const first = ns[0];
  const last = ns[ns.length - 1];
  if (first && last) {
    noteEmailsInserted(ctx.db, first, last);
    await scheduleTracking(ctx.db, first, last);
  }
  return ns.map((n) => ids.get(n) ?? "");
}
