import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { campaignPhase, figuresFinalAt, SENDING_SLACK_MS } from "./campaign-phase";

const base = {
  status: "sent" as string | null,
  send_date: "2026-11-24 10:00:00",
  created: "2026-11-24 09:58:00",
  stretch_time: 0,
  message_live_time: 600 as number | null,
};
const at = (text: string) => Date.parse(text.replace(" ", "T") + "Z");

describe("campaignPhase", () => {
  it("is live while in moderation, waiting or sending", () => {
    for (const status of ["moderation", "send", null])
      expect(campaignPhase({ ...base, status }, at("2030-01-01 00:00:00"), "UTC").kind).toBe(
        "live",
      );
  });

  it("settles for the sending window plus the message's live time, then is final", () => {
    const until = at("2026-11-24 10:00:00") + SENDING_SLACK_MS + 600_000;
    expect(figuresFinalAt(base, "UTC")).toBe(until);
    expect(campaignPhase(base, until - 1, "UTC")).toEqual({ kind: "settling", until });
    expect(campaignPhase(base, until, "UTC")).toEqual({ kind: "final", since: until });
  });

  it("counts the stretch, a creation later than the send date, and the zone", () => {
    const c = { ...base, stretch_time: 2, created: "2026-11-24 10:30:00" };
    expect(figuresFinalAt(c, "UTC")).toBe(
      at("2026-11-24 10:30:00") + 2 * 3_600_000 + SENDING_SLACK_MS + 600_000,
    );
    // 10:30 in Berlin (UTC+1 in November) is 09:30 UTC
    expect(figuresFinalAt(c, "Europe/Berlin")).toBe(
      at("2026-11-24 09:30:00") + 2 * 3_600_000 + SENDING_SLACK_MS + 600_000,
    );
  });

  it("takes a missing live time as the longest (24 h) and unreadable dates as not final", () => {
    expect(figuresFinalAt({ ...base, message_live_time: null }, "UTC")).toBe(
      at("2026-11-24 10:00:00") + SENDING_SLACK_MS + 86_400_000,
    );
    const odd = { ...base, send_date: "soon", created: "" };
    expect(figuresFinalAt(odd, "UTC")).toBeNull();
    expect(campaignPhase(odd, at("2040-01-01 00:00:00"), "UTC").kind).toBe("settling");
  });

  it("never calls a campaign final before its live time has passed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60, max: 86_400 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 3 * 86_400_000 }),
        (live, stretch, after) => {
          const c = { ...base, message_live_time: live, stretch_time: stretch };
          const now = at("2026-11-24 10:00:00") + after;
          const phase = campaignPhase(c, now, "UTC");
          const lifeEnds = at("2026-11-24 10:00:00") + stretch * 3_600_000 + live * 1000;
          if (phase.kind === "final") expect(now).toBeGreaterThan(lifeEnds);
          else expect(phase.kind).toBe("settling");
        },
      ),
    );
  });
});
