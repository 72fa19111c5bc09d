import { apiRoutes } from "@/lib/api-routes";
import { senderUsable } from "@/lib/email/senders";
import { notificationSenderSchema } from "@/lib/notifications/schema";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";
import { notificationSender, setNotificationSender } from "@/server/watch/sender-setting";

// GET /api/settings/notifications — the sender of notification email, and the senders to pick from
export const GET = route(apiRoutes["GET /api/settings/notifications"], {}, async () => {
  const { items } = await upstream().smtp.listSenders();
  return {
    senderEmail: await notificationSender(),
    senders: items.filter(senderUsable).map((s) => s.email),
  };
});

// PUT /api/settings/notifications — pick it (one of the account's senders that can send), or none
export const PUT = route(
  apiRoutes["PUT /api/settings/notifications"],
  {
    body: notificationSenderSchema,
    target: ({ body }) => `notification email from: ${body.senderEmail ?? "none"}`,
  },
  async ({ body }) => ({ senderEmail: await setNotificationSender(body.senderEmail) }),
);
