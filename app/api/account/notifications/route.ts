import { apiRoutes } from "@/lib/api-routes";
import { notificationPrefsSchema } from "@/lib/notifications/schema";
import { route } from "@/server/http/route";
import { readPrefs, writePrefs } from "@/server/watch/prefs";

// GET /api/account/notifications — one's subscriptions (rules the role reads) and digest
export const GET = route(apiRoutes["GET /api/account/notifications"], {}, async ({ user }) =>
  readPrefs(user!),
);

// PUT /api/account/notifications — choose them (a rule the role cannot read is refused)
export const PUT = route(
  apiRoutes["PUT /api/account/notifications"],
  {
    body: notificationPrefsSchema,
    target: ({ body }) => {
      const on = (c: "console" | "email") =>
        Object.entries(body.subscriptions).filter(([, v]) => v[c]).length;
      return `console ${on("console")} rules, email ${on("email")} rules, digest ${body.digest.frequency}`;
    },
  },
  async ({ body, user }) => {
    await writePrefs(user!, body);
    return readPrefs(user!);
  },
);
