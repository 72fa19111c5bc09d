import { apiRoutes } from "@/lib/api-routes";
import { idParams } from "@/lib/schemas/queries";
import { webhookResendSchema } from "@/lib/webhooks/schema";
import { route } from "@/server/http/route";
import { endpointById } from "@/server/webhooks/endpoints";
import { sendAgain } from "@/server/webhooks/enqueue";

// POST /api/webhooks/[id]/resend — "Send again": a new attempt with the same event id
export const POST = route(
  apiRoutes["POST /api/webhooks/[id]/resend"],
  {
    params: idParams,
    body: webhookResendSchema,
    target: ({ params, body }) => `webhook ${params.id}: ${body.eventId} sent again`,
  },
  async ({ params, body }) => {
    await endpointById(params.id);
    await sendAgain(params.id, body.eventId);
    return { ok: true };
  },
);
