import { describe, expect, it } from "vitest";

import { createActionKey } from "./use-action-key";

describe("createActionKey", () => {
  let n = 0;
  const make = () => createActionKey(() => `key-${++n}`);

  it("reuses the key while the same body is retried", () => {
    const k = make();
    const first = k.keyFor({ a: 1 });
    expect(k.keyFor({ a: 1 })).toBe(first);
  });

  it("gives a changed body a new key", () => {
    const k = make();
    const first = k.keyFor({ a: 1 });
    expect(k.keyFor({ a: 2 })).not.toBe(first);
  });

  it("starts a new action after done()", () => {
    const k = make();
    const first = k.keyFor({ a: 1 });
    k.done();
    expect(k.keyFor({ a: 1 })).not.toBe(first);
  });
});
