import { apiRoutes } from "@/lib/api-routes";
import { idParams } from "@/lib/schemas/queries";
import { webhookUpdateSchema } from "@/lib/webhooks/schema";
import { route } from "@/server/http/route";
import {
  deleteEndpoint,
  endpointById,
  endpointRow,
  updateEndpoint,
} from "@/server/webhooks/endpoints";
import { requeuePaused } from "@/server/webhooks/enqueue";

// GET /api/webhooks/[id] — one endpoint
export const GET = route(apiRoutes["GET /api/webhooks/[id]"], { params: idParams }, ({ params }) =>
  endpointRow(params.id),
);

// PATCH /api/webhooks/[id] — rename, new URL or events, turn off, or on again (ends a pause)
export const PATCH = route(
  apiRoutes["PATCH /api/webhooks/[id]"],
  {
    params: idParams,
    body: webhookUpdateSchema,
    target: ({ params, body }) => `webhook ${params.id}: ${Object.keys(body).join(", ")}`,
  },
  async ({ params, body }) => {
    const before = await endpointById(params.id);
    const row = await updateEndpoint(params.id, body);
    // what a pause held back goes out once the endpoint is on again
    if (body.enabled && (before.pausedAt || !before.enabled)) await requeuePaused(params.id);
    return row;
  },
);

// DELETE /api/webhooks/[id] — remove an endpoint and its delivery log
export const DELETE = route(
  apiRoutes["DELETE /api/webhooks/[id]"],
  { params: idParams, target: ({ params }) => `webhook ${params.id}` },
  async ({ params }) => {
    await deleteEndpoint(params.id);
    return { ok: true };
  },
);
