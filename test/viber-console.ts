// The setup of the campaign page and overview tests: the console on a Viber-only
// embedded Messaging API holding a small fixed world (senders, an address book,
// templates), campaigns sent through that API, and a console route read the way
// a page reads it.
import {
  addViberFixtures,
  promoBody,
  VIBER_ONLY,
} from "@messaging-console/messaging-api/viber/test-fixtures";

import {
  callRoute,
  startConsoleHarness,
  type ConsoleHarness,
  type RouteHandler,
} from "./console-api";

export async function startViberConsole(): Promise<ConsoleHarness> {
  const h = await startConsoleHarness(VIBER_ONLY);
  await addViberFixtures(h.api);
  return h;
}

/** Sends a campaign through the Messaging API (`promoBody` with `patch`) and returns its id. */
export async function sendCampaign(
  h: ConsoleHarness,
  patch: Record<string, unknown>,
): Promise<number> {
  const created = await h.api.call("POST", "/viber", promoBody(patch));
  return Number(created.body.data.task_id);
}

/** A GET route (`GET /api/viber/campaigns/[id]`) called with its `[param]`s filled into the path. */
export function getRoute(
  routes: Map<string, RouteHandler>,
  route: string,
  opts: { params?: Record<string, string>; query?: Record<string, string>; cookie: string },
) {
  const handler = routes.get(route);
  if (!handler) throw new Error(`no handler for ${route}`);
  const path = route
    .replace(/^GET /, "")
    .replace(/\[(\w+)\]/g, (param, name: string) => opts.params?.[name] ?? param);
  return callRoute(handler, { method: "GET", path, ...opts });
}
