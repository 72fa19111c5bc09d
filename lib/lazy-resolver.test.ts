import type { Resolver } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";

import { CHECKS_NOT_LOADED, lazyResolver } from "./lazy-resolver";

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false };
const real: Resolver<Values> = (values) =>
  values.name
    ? { values, errors: {} as Record<string, never> }
    : { values: {}, errors: { name: { type: "custom", message: "Give a name" } } };

describe("lazyResolver", () => {
  it("loads the checks once, on preload or the first check, and answers as they do", async () => {
    const load = vi.fn(async () => real);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    resolver.preload();
    expect(await resolver({ name: "" }, undefined, options)).toEqual(
      await real({ name: "" }, undefined, options),
    );
    expect(await resolver({ name: "Ann" }, undefined, options)).toEqual({
      values: { name: "Ann" },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says the checks did not load (nothing passes) and tries again at the next check", async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(real);
    const resolver = lazyResolver(load);
    expect(await resolver({ name: "Ann" }, undefined, options)).toEqual({
      values: {},
      errors: { root: { type: "checks", message: CHECKS_NOT_LOADED } },
    });
    expect(await resolver({ name: "Ann" }, undefined, options)).toEqual({
      values: { name: "Ann" },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
