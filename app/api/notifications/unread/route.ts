import { apiRoutes } from "@/lib/api-routes";
import { route } from "@/server/http/route";
import { unreadCount } from "@/server/watch/inbox";

// GET /api/notifications/unread — the bell's count (polled): one indexed count, no upstream call
export const GET = route(apiRoutes["GET /api/notifications/unread"], {}, async ({ user }) => ({
  unread: await unreadCount(user!.id),
}));
