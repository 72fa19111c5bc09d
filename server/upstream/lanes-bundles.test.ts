import { describe, expect, it, vi } from "vitest";

/**
 * Next bundles the job runner (instrumentation), route handlers and pages apart, each
 * with its own copy of lanes.ts. A person's lane set through one copy must be what the
 * scheduler, made through another, sees: else the page's prefetch queues as background.
 */
describe("upstream lanes across bundles", () => {
  it("a lane set through one copy of the module is the current party in another", async () => {
    const routes = await import("./lanes");
    vi.resetModules();
    const scheduler = await import("./lanes");
    expect(scheduler).not.toBe(routes); // two copies, as two bundles have

    const seen = routes.inLane(routes.userLane(7), () => scheduler.currentParty());
    expect([...seen.lanes]).toEqual(["user:7"]);
    expect([...scheduler.currentParty().lanes]).toEqual([scheduler.BACKGROUND_LANE]);
  });
});
