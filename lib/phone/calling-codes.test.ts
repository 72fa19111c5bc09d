import { getCountries, getCountryCallingCode } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";

import { CALLING_CODES, callingCodeOptions } from "./calling-codes";

describe("the country pickers' calling codes", () => {
  it("are libphonenumber's, country for country", () => {
    expect([...CALLING_CODES.keys()]).toEqual(getCountries());
    for (const code of getCountries())
      expect(CALLING_CODES.get(code), code).toBe(getCountryCallingCode(code));
  });

  it("are offered by name with the code, sorted", () => {
    const options = callingCodeOptions();
    expect(options).toHaveLength(CALLING_CODES.size);
    expect(options).toContainEqual({ code: "UA", label: "Ukraine (+380)" });
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
  });
});
