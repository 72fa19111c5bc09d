import { describe, expect, it } from "vitest";

import { Faults } from "./faults";

describe("Faults", () => {
  it("keeps a counted fault for the method and path it names", () => {
    const faults = new Faults();
    faults.set({ match: "/viber", method: "POST", drop: { count: 1 } });
    expect(faults.take("/viber/statistic", "GET")).toBeNull();
    expect(faults.take("/smtp/emails", "POST")).toBeNull();
    expect(faults.take("/viber", "POST")).toEqual({ kind: "drop" });
    expect(faults.take("/viber", "POST")).toBeNull();
  });

  it("takes `match` as the whole path when exact", () => {
    const faults = new Faults();
    faults.set({ match: "/viber/task", exact: true, malformed: { count: 1 } });
    expect(faults.take("/viber/task/42", "GET")).toBeNull();
    expect(faults.take("/viber/task", "GET")).toEqual({ kind: "malformed" });
  });

  it("applies to every method when none is named", () => {
    const faults = new Faults();
    faults.set({ match: "/viber", latencyMs: 50, errorBurst: { count: 2, status: 503 } });
    expect(faults.latency("/viber/task", "GET")).toBe(50);
    expect(faults.take("/viber/task", "GET")).toEqual({ kind: "error", status: 503 });
    expect(faults.take("/viber", "POST")).toEqual({ kind: "error", status: 503 });
    expect(faults.take("/viber", "POST")).toBeNull();
  });
});
