import { apiRoutes } from "@/lib/api-routes";
import { notificationsQuery } from "@/lib/notifications/schema";
import { route } from "@/server/http/route";
import { listNotifications } from "@/server/watch/inbox";

// GET /api/notifications — the signed-in person's notifications, newest first (kind, read state)
export const GET = route(
  apiRoutes["GET /api/notifications"],
  { query: notificationsQuery },
  async ({ query, user }) => listNotifications(user!.id, query),
);
