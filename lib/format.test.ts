import { describe, expect, it } from "vitest";

import {
  formatBytes,
  formatMoney,
  formatNumber,
  formatRate,
  formatUpstreamDateTime,
} from "./format";

describe("format", () => {
  it("numbers and rates", () => {
    expect(formatNumber(100000)).toBe("100,000");
    expect(formatNumber(undefined)).toBe("—");
    expect(formatRate(1, 3)).toBe("33.3%");
    expect(formatRate(5, 0)).toBe("—");
  });

  it("money keeps small prices readable", () => {
    expect(formatMoney(0.0125, "EUR")).toBe("€0.0125");
    expect(formatMoney(0.02, "EUR", 4)).toBe("€0.0200");
    expect(formatMoney(2, "XYZ1")).toBe("2.0000 XYZ1");
  });

  it("bytes", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(25 * 1024 * 1024)).toBe("25 MB");
  });

  it("upstream dates carry their zone", () => {
    expect(formatUpstreamDateTime("2026-11-22 14:05:09", "UTC")).toBe("2026-11-22 14:05 UTC");
    expect(formatUpstreamDateTime("2026-11-22 14:05:09", "Europe/Kyiv")).toBe(
      "2026-11-22 14:05 Kyiv",
    );
    expect(formatUpstreamDateTime(null, "UTC")).toBe("—");
  });
});
