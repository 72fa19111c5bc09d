import "server-only";

import type { Recipient, RecipientsSummary } from "@/lib/schemas/resources";

import type { deliveryTimeline } from "./delivery-timeline";

/** On globalThis: the prefetch calls the routes from another bundle (another module copy). */
const newCaches = (): ViewCaches => ({
  views: new WeakMap(),
  picks: new WeakMap(),
  summaries: new WeakMap(),
  timelines: new WeakMap(),
});
export const caches = ((globalThis as { __recipientViews?: ViewCaches }).__recipientViews ??=
  newCaches());
// a process that kept the caches of an older copy of this module (dev reloads) may lack picks
caches.picks ??= new WeakMap<Recipient[], Map<string, FirstPick>>();
export interface FirstPick {
  out: Recipient[];
  indices: number[];
}
interface ViewCaches {
  views: WeakMap<Recipient[], Map<string, Recipient[]>>;
  picks: WeakMap<Recipient[], Map<string, FirstPick>>;
  summaries: WeakMap<Recipient[], RecipientsSummary>;
  timelines: WeakMap<Recipient[], ReturnType<typeof deliveryTimeline>>;
}
