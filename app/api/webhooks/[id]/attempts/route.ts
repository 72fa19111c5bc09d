import { apiRoutes } from "@/lib/api-routes";
import { idParams } from "@/lib/schemas/queries";
import { route } from "@/server/http/route";
import { endpointById } from "@/server/webhooks/endpoints";
import { listAttempts } from "@/server/webhooks/log";

// GET /api/webhooks/[id]/attempts — the delivery log: the latest 100 attempts, newest first
export const GET = route(
  apiRoutes["GET /api/webhooks/[id]/attempts"],
  { params: idParams },
  async ({ params }) => {
    await endpointById(params.id);
    return { items: await listAttempts(params.id) };
  },
);
