import { apiRoutes } from "@/lib/api-routes";
import { sampleOf } from "@/lib/audit/details";
import { upstreamCountry } from "@/lib/email/countries";
import { consoleEmailSendSchema } from "@/lib/schemas/email/console";
import { emailLogQuery } from "@/lib/schemas/queries";
import { keepSentBody } from "@/server/email/bodies";
import { explainEmails } from "@/server/email/explained";
import { emailLogCsv } from "@/server/email/log-csv";
import { emailLogByOutcome } from "@/server/email/log-outcome";
import { assertAllowedSender } from "@/server/email/sender-check";
import { assertUnsubscribedConfirmed } from "@/server/email/unsubscribed-check";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/email/messages — a page of the email log with filters (country as an ISO code,
// outcome read by the console), each record's SMTP answer in words; format=csv exports the filtered log
export const GET = route(
  apiRoutes["GET /api/email/messages"],
  { query: emailLogQuery },
  async ({ query }) => {
    const { format, outcome, ...rest } = query;
    const filters = { ...rest, country: upstreamCountry(rest.country) };
    if (format === "csv") return emailLogCsv(filters, outcome);
    if (outcome) return emailLogByOutcome(filters, outcome);
    const page = await upstream().smtp.listEmails(filters);
    return { ...page, items: explainEmails(page.items) };
  },
);

// POST /api/email/messages — send an email from one of the account's senders; needs an Idempotency-Key.
// An unsubscribed recipient needs the request's confirm_unsubscribed; the audit entry names each one.
export const POST = route(
  apiRoutes["POST /api/email/messages"],
  {
    body: consoleEmailSendSchema,
    target: ({ body }) =>
      `${body.email.subject} → ${body.email.to.map((t: { email: string }) => t.email).join(", ")}`.slice(
        0,
        300,
      ),
    details: ({ body }) => sendDetails(body.email),
    upstreamId: (r: { id: string }) => r.id,
  },
  async ({ body, user, noteAudit }) => {
    const { confirm_unsubscribed: confirmed, ...send } = body;
    await assertAllowedSender(send.email.from.email);
    const everyone = [...send.email.to, ...(send.email.cc ?? []), ...(send.email.bcc ?? [])];
    const unsubscribed = await assertUnsubscribedConfirmed(
      everyone.map((r) => r.email),
      confirmed,
    );
    if (unsubscribed.length) noteAudit({ ...sendDetails(send.email), unsubscribed });
    const sent = await upstream().smtp.send(send);
    // the upstream keeps no body: the console keeps it for the message page
    await keepSentBody({ userId: user?.id ?? null, email: send.email, sendId: sent.id });
    return sent;
  },
);

const sendDetails = (email: { subject: string; to: { email: string }[] }) => ({
  kind: "emails" as const,
  subject: email.subject.slice(0, 200),
  ...sampleOf(email.to.map((t) => t.email)),
});
