import "server-only";

import type { Recipient, RecipientsSummary } from "@/lib/schemas/resources";

import type { deliveryTimeline } from "./delivery-timeline";

/**
 * The caches of the recipient views (recipients-view.ts), one per process on
 * globalThis: the page's prefetch calls the route handlers from another bundle
 * (another copy of the module), and without this a cold campaign page sorted and
 * summed its 100,000 rows twice.
 */
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
  /** first pages picked before their view was sorted: the view's rows and the first indices */
  picks: WeakMap<Recipient[], Map<string, FirstPick>>;
  summaries: WeakMap<Recipient[], RecipientsSummary>;
  timelines: WeakMap<Recipient[], ReturnType<typeof deliveryTimeline>>;
}
