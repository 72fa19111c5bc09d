import { apiRoutes } from "@/lib/api-routes";
import { quietHoursSchema } from "@/lib/quiet-hours/schema";
import { route } from "@/server/http/route";
import { quietHours, setQuietHours } from "@/server/viber/quiet-hours";

// GET /api/settings/quiet-hours — the hours (recipients' time) the composer warns about
export const GET = route(apiRoutes["GET /api/settings/quiet-hours"], {}, () => quietHours());

// PUT /api/settings/quiet-hours — an admin changes them
export const PUT = route(
  apiRoutes["PUT /api/settings/quiet-hours"],
  {
    body: quietHoursSchema,
    target: ({ body }) =>
      body.enabled ? `quiet hours ${body.start}–${body.end}` : "quiet hours off",
  },
  ({ body }) => setQuietHours(body),
);
