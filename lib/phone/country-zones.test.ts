import { getCountries } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";

import { COUNTRY_ZONES, SEVERAL_ZONES } from "./country-zones";

describe("the country → timezone table", () => {
  it("covers every country libphonenumber knows, in its order", () => {
    expect([...COUNTRY_ZONES.keys()]).toEqual(getCountries());
  });

  it("names only zones Intl knows", () => {
    for (const [country, zone] of COUNTRY_ZONES)
      expect(() => new Intl.DateTimeFormat("en", { timeZone: zone }), country).not.toThrow();
  });

  it("uses the most populous zone of a country with several", () => {
    expect(COUNTRY_ZONES.get("US")).toBe("America/New_York");
    expect(COUNTRY_ZONES.get("RU")).toBe("Europe/Moscow");
    expect(COUNTRY_ZONES.get("AU")).toBe("Australia/Sydney");
    expect([...SEVERAL_ZONES].every((c) => COUNTRY_ZONES.has(c))).toBe(true);
    expect(SEVERAL_ZONES.has("UA")).toBe(true);
    expect(SEVERAL_ZONES.has("DE")).toBe(false);
  });
});
