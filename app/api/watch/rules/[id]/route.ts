import { apiRoutes } from "@/lib/api-routes";
import { ruleDef } from "@/lib/watch/rules";
import { ruleChangeSchema, ruleIdParams } from "@/lib/watch/schema";
import { HttpError } from "@/server/errors";
import { route } from "@/server/http/route";
import { changeRule, RuleChangeError } from "@/server/watch/rule-settings";

// PATCH /api/watch/rules/[id] — switch an alert rule on or off, change its thresholds
export const PATCH = route(
  apiRoutes["PATCH /api/watch/rules/[id]"],
  {
    params: ruleIdParams,
    body: ruleChangeSchema,
    target: ({ params, body }) => {
      const changes = [
        ...(body.enabled === undefined ? [] : [body.enabled ? "on" : "off"]),
        ...Object.entries(body.params ?? {}).map(([k, v]) => `${k} ${v}`),
      ];
      return `${ruleDef(params.id)?.title ?? params.id}: ${changes.join(", ")}`;
    },
  },
  async ({ params, body }) => {
    try {
      return { id: params.id, setting: await changeRule(params.id, body) };
    } catch (err) {
      if (err instanceof RuleChangeError) throw new HttpError("validation_failed", err.message);
      throw err;
    }
  },
);
