import { apiRoutes } from "@/lib/api-routes";
import { webhookCreateSchema, type WebhookSaved } from "@/lib/webhooks/schema";
import { route } from "@/server/http/route";
import { createEndpoint, listEndpoints, shownUrl } from "@/server/webhooks/endpoints";

const SHOWN_ONCE =
  "This webhook was added by an earlier attempt of the same request; its secret was shown then. Rotate the secret to get a new one.";

// GET /api/webhooks — the webhook endpoints, without their secrets
export const GET = route(apiRoutes["GET /api/webhooks"], {}, async () => ({
  items: await listEndpoints(),
}));

// POST /api/webhooks — add an endpoint; a signed one's secret is in the answer, once
export const POST = route(
  apiRoutes["POST /api/webhooks"],
  {
    body: webhookCreateSchema,
    target: ({ body }) =>
      `${body.name} (${body.kind}, ${URL.canParse(body.url) ? shownUrl(body.url) : "?"})`,
    replay: ({ endpoint }: WebhookSaved): WebhookSaved => ({ endpoint, notice: SHOWN_ONCE }),
  },
  async ({ body, user }): Promise<WebhookSaved> => createEndpoint(body, user!.id),
);
