import { describe, expect, it } from "vitest";

import { COUNTRY_CODES, countryLabel, countryOptions, upstreamCountry } from "./countries";

describe("countries", () => {
  it("lists every ISO 3166-1 country once, by English name", () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    const options = countryOptions();
    expect(options.find((o) => o.value === "DE")?.label).toBe("Germany");
    expect(options.map((o) => o.label)).toEqual(
      [...options.map((o) => o.label)].sort((a, b) => a.localeCompare(b, "en")),
    );
  });

  it("sends the upstream the name it records; other text as it is", () => {
    expect(upstreamCountry("DE")).toBe("Germany");
    expect(upstreamCountry("gb")).toBe("United Kingdom");
    expect(upstreamCountry("TR")).toBe("Turkey");
    expect(upstreamCountry("germany")).toBe("germany");
    expect(upstreamCountry("")).toBeUndefined();
  });
});

describe("countryLabel", () => {
  it.each([
    ["US", "United States"],
    ["us", "United States"],
    ["United States", "United States"],
    [" Ukraine ", "Ukraine"],
    ["ZZ", "ZZ"],
    ["", ""],
    [undefined, ""],
  ])(
    "names a known ISO code and keeps names and anything else as recorded: %j is %j",
    (value, label) => {
      expect(countryLabel(value)).toBe(label);
    },
  );
});
