import { apiRoutes } from "@/lib/api-routes";
import { markReadSchema } from "@/lib/notifications/schema";
import { route } from "@/server/http/route";
import { markRead, unreadCount } from "@/server/watch/inbox";

// POST /api/notifications/read — mark some of one's notifications read, or all of them
export const POST = route(
  apiRoutes["POST /api/notifications/read"],
  { body: markReadSchema },
  async ({ body, user }) => ({
    changed: await markRead(user!.id, body),
    unread: await unreadCount(user!.id),
  }),
);
