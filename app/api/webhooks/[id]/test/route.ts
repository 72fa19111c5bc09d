import { apiRoutes } from "@/lib/api-routes";
import { idParams } from "@/lib/schemas/queries";
import { route } from "@/server/http/route";
import { endpointById } from "@/server/webhooks/endpoints";
import { sendTestEvent } from "@/server/webhooks/enqueue";

// POST /api/webhooks/[id]/test — a test event to this endpoint alone (its log shows the attempt)
export const POST = route(
  apiRoutes["POST /api/webhooks/[id]/test"],
  { params: idParams, target: ({ params }) => `webhook ${params.id}: test event` },
  async ({ params }) => ({ eventId: await sendTestEvent(await endpointById(params.id)) }),
);
