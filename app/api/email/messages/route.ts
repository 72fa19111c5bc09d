import { apiRoutes } from "@/lib/api-routes";
import { consoleEmailSendSchema } from "@/lib/schemas/email-console";
import { emailLogQuery } from "@/lib/schemas/queries";
import { keepSentBody } from "@/server/email/bodies";
import { emailLogCsv } from "@/server/email/log-csv";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/email/messages — a page of the email log with filters; format=csv exports the filtered log
export const GET = route(
  apiRoutes["GET /api/email/messages"],
  { query: emailLogQuery },
  ({ query }) => {
    const { format, ...filters } = query;
    return format === "csv" ? emailLogCsv(filters) : upstream().smtp.listEmails(filters);
  },
);

// POST /api/email/messages — send an email; needs an Idempotency-Key
export const POST = route(
  apiRoutes["POST /api/email/messages"],
  {
    body: consoleEmailSendSchema,
    target: ({ body }) =>
      `${body.email.subject} → ${body.email.to.map((t: { email: string }) => t.email).join(", ")}`.slice(
        0,
        300,
      ),
    upstreamId: (r: { id: string }) => r.id,
  },
  async ({ body, user }) => {
    const sent = await upstream().smtp.send(body);
    // the upstream keeps no body: the console keeps it for the message page
    await keepSentBody({ userId: user?.id ?? null, email: body.email, sendId: sent.id });
    return sent;
  },
);
