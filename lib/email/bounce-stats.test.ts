import { describe, expect, it } from "vitest";

import type { Bounce } from "@/lib/schemas/resources";

import { bounceCode, explainBounces } from "./bounce-explain";
import { bouncesPerHour, bouncesPerReason, codeOptions, filterBounces } from "./bounce-stats";

const bounce = (send_date: string, code: number, sub: string, data = ""): Bounce => ({
  email_to: "a@x.example",
  sender: "news@shop.example",
  send_date,
  subject: "Hi",
  smtp_answer_code: code,
  smtp_answer_subcode: sub,
  smtp_answer_data: data,
});

const list = explainBounces([
  bounce("2026-11-20 11:10:00", 550, "5.1.1"),
  bounce("2026-11-20 11:40:00", 550, "5.1.1"),
  bounce("2026-11-20 09:05:00", 552, "5.2.2"),
  bounce("2026-11-20 09:59:59", 421, "4.4.2"),
  bounce("2026-11-19 12:30:00", 554, "", "554 5.7.1 spam"),
  bounce("2026-11-19 11:30:00", 550, "5.1.1"),
]);
const now = Date.parse("2026-11-20T12:00:00Z");

describe("bounce stats", () => {
  it("files a bounce under its enhanced code, else its basic code", () => {
    expect(list.map((b) => b.code)).toEqual(["5.1.1", "5.1.1", "5.2.2", "4.4.2", "5.7.1", "5.1.1"]);
    expect(bounceCode(bounce("x", 550, "", "Requested action not taken"))).toBe("550");
  });

  it("filters by hard/soft and by code", () => {
    expect(filterBounces(list, { kind: "soft" }).map((b) => b.code)).toEqual(["5.2.2", "4.4.2"]);
    expect(filterBounces(list, { kind: "hard" })).toHaveLength(4);
    expect(filterBounces(list, { kind: "hard", code: "5.7.1" })).toHaveLength(1);
    expect(filterBounces(list, {})).toHaveLength(6);
  });

  it("counts per hour over 25 slots in the account's zone", () => {
    const hours = bouncesPerHour(list, "UTC", now);
    expect(hours).toHaveLength(25);
    expect(hours[0]).toMatchObject({ key: "2026-11-19 12", label: "12:00", hard: 1, soft: 0 });
    expect(hours.at(-1)).toMatchObject({ key: "2026-11-20 12", hard: 0, soft: 0 });
    expect(hours.find((h) => h.key === "2026-11-20 11")).toMatchObject({ hard: 2, soft: 0 });
    expect(hours.find((h) => h.key === "2026-11-20 09")).toMatchObject({ hard: 0, soft: 2 });
    // 11:30 yesterday is outside the window
    expect(hours.reduce((n, h) => n + h.hard + h.soft, 0)).toBe(5);
  });

  it("moves the window to the newest bounce when it is ahead of now", () => {
    const hours = bouncesPerHour(list, "UTC", now - 5 * 3_600_000);
    expect(hours.at(-1)?.key).toBe("2026-11-20 11");
  });

  it("uses the account's zone for the hour labels", () => {
    const hours = bouncesPerHour([], "Europe/Kyiv", now);
    expect(hours.at(-1)?.key).toBe("2026-11-20 14");
  });

  it("counts per reason, most frequent first", () => {
    expect(bouncesPerReason(list)).toEqual([
      { reason: "Unknown mailbox", kind: "hard", count: 3 },
      { reason: "Blocked by policy or as spam", kind: "hard", count: 1 },
      { reason: "Connection dropped", kind: "soft", count: 1 },
      { reason: "Mailbox full", kind: "soft", count: 1 },
    ]);
  });

  it("lists the codes present for the filter", () => {
    expect(codeOptions(list)[0]).toEqual({ code: "5.1.1", summary: "Unknown mailbox", count: 3 });
    expect(codeOptions(list)).toHaveLength(4);
  });
});
