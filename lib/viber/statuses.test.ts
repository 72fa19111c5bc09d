import { describe, expect, it } from "vitest";

import {
  campaignStatusLook,
  isCampaignLive,
  orderedStatuses,
  RECIPIENT_STATUSES,
  recipientStatusColor,
  recipientStatusLook,
} from "./statuses";

describe("campaign statuses", () => {
  it.each([
    ["moderation", { label: "In moderation", tone: "warning" }],
    [null, { label: "Waiting", tone: "neutral" }],
    ["send", { label: "Sending", tone: "info" }],
    ["sent", { label: "Sent", tone: "success" }],
  ])("names the known states with a tone each: %s", (status, look) => {
    expect(campaignStatusLook(status)).toEqual(look);
  });

  it("shows an unknown state as data", () => {
    expect(campaignStatusLook("paused by operator")).toEqual({
      label: "Paused by operator",
      tone: "neutral",
    });
  });

  it("is live until sent", () => {
    expect([null, "moderation", "send"].every(isCampaignLive)).toBe(true);
    expect(isCampaignLive("sent")).toBe(false);
    expect(isCampaignLive("archived")).toBe(false);
  });
});

describe("recipient statuses", () => {
  it("gives failures warning and danger tones, deliveries success", () => {
    expect(recipientStatusLook("not delivered").tone).toBe("warning");
    expect(recipientStatusLook("error").tone).toBe("danger");
    expect(recipientStatusLook("delivered and read").tone).toBe("success");
    expect(recipientStatusLook("queued")).toEqual({ label: "Queued", tone: "neutral" });
    expect(recipientStatusLook("")).toEqual({ label: "Unknown", tone: "neutral" });
  });

  it("draws every known status in its own colour, from the theme tokens", () => {
    const colours = RECIPIENT_STATUSES.map(recipientStatusColor);
    expect(new Set(colours).size).toBe(RECIPIENT_STATUSES.length);
    for (const c of [...colours, recipientStatusColor("other")]) expect(c).toMatch(/^var\(--/);
  });
});

describe("orderedStatuses", () => {
  it("puts known statuses in delivery order and unknown ones last", () => {
    expect(
      orderedStatuses({ error: 1, zeta: 2, delivered: 3, alpha: 4, send: 5 }).map(([s]) => s),
    ).toEqual(["send", "delivered", "error", "alpha", "zeta"]);
  });
});
