import { apiRoutes } from "@/lib/api-routes";
import { watchEventsQuery } from "@/lib/watch/schema";
import { route } from "@/server/http/route";
import { eventViews } from "@/server/watch/views";

// GET /api/watch/events — the newest alerts and events the user's role may read
export const GET = route(
  apiRoutes["GET /api/watch/events"],
  { query: watchEventsQuery },
  async ({ query, user }) => ({ items: await eventViews(user!.role, query) }),
);
