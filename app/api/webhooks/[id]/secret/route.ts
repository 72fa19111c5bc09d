import { apiRoutes } from "@/lib/api-routes";
import { idParams } from "@/lib/schemas/queries";
import type { WebhookSaved } from "@/lib/webhooks/schema";
import { route } from "@/server/http/route";
import { rotateSecret } from "@/server/webhooks/endpoints";

const SHOWN_ONCE =
  "The secret was rotated by an earlier attempt of the same request and shown then. Rotate again to get a new one.";

// POST /api/webhooks/[id]/secret — a new signing secret, shown once; the old one signs 24 h more
export const POST = route(
  apiRoutes["POST /api/webhooks/[id]/secret"],
  {
    params: idParams,
    target: ({ params }) => `webhook ${params.id}: secret rotated`,
    replay: ({ endpoint }: WebhookSaved): WebhookSaved => ({ endpoint, notice: SHOWN_ONCE }),
  },
  async ({ params }): Promise<WebhookSaved> => rotateSecret(params.id),
);
