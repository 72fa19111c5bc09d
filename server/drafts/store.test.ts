import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, setDatabaseForTests } from "@/server/db/client";

import { deleteDraft, readDraft, saveDraft } from "./store";

/** The version check: a save based on a version that is no longer stored is refused. */
let close: () => Promise<void>;
beforeAll(async () => {
  const handle = await openDatabase({});
  setDatabaseForTests(handle);
  close = () => handle.close();
});
afterAll(async () => {
  setDatabaseForTests(undefined);
  await close?.();
});

let nextUser = 1;
const user = () => nextUser++;

describe("draft versions", () => {
  it("bumps the version on every save and accepts a save based on the stored one", async () => {
    const u = user();
    const first = await saveDraft(u, "viber-campaign", { message: "one" }, null);
    expect(first.saved).toBe(true);
    if (!first.saved) return;
    const second = await saveDraft(u, "viber-campaign", { message: "two" }, first.version);
    expect(second.saved).toBe(true);
    if (!second.saved) return;
    expect(second.version).toBeGreaterThan(first.version);
    expect((await readDraft(u, "viber-campaign")).draft).toMatchObject({
      data: { message: "two" },
      version: second.version,
    });
  });

  it("refuses a save based on an older version and answers with what is stored", async () => {
    const u = user();
    const base = await saveDraft(u, "viber-campaign", { task_name: "A", message: "x" }, null);
    if (!base.saved) throw new Error("not saved");
    // tab B saves on the version both tabs read
    const b = await saveDraft(u, "viber-campaign", { task_name: "A", message: "B" }, base.version);
    if (!b.saved) throw new Error("not saved");
    // tab A, still on that version, is refused
    const a = await saveDraft(u, "viber-campaign", { task_name: "A2", message: "x" }, base.version);
    expect(a).toEqual({
      saved: false,
      current: expect.objectContaining({
        data: { task_name: "A", message: "B" },
        version: b.version,
      }) as unknown,
    });
    expect((await readDraft(u, "viber-campaign")).draft?.data).toEqual({
      task_name: "A",
      message: "B",
    });
    // keeping its own: based on the newest version, it is saved
    const kept = await saveDraft(u, "viber-campaign", { task_name: "A2", message: "x" }, b.version);
    expect(kept.saved).toBe(true);
  });

  it("refuses a first save when a draft exists, and a save based on a discarded draft", async () => {
    const u = user();
    const made = await saveDraft(u, "email", { subject: "s" }, null);
    if (!made.saved) throw new Error("not saved");
    expect(await saveDraft(u, "email", { subject: "t" }, null)).toMatchObject({ saved: false });
    await deleteDraft(u, "email");
    const gone = await saveDraft(u, "email", { subject: "late" }, made.version);
    expect(gone).toEqual({ saved: false, current: null });
    // a new draft never takes a version given before, so a stale tab cannot match it
    const again = await saveDraft(u, "email", { subject: "new" }, null);
    if (!again.saved) throw new Error("not saved");
    expect(again.version).not.toBe(made.version);
    expect(await saveDraft(u, "email", { subject: "stale" }, made.version)).toMatchObject({
      saved: false,
    });
  });

  it("of two saves based on the same version, exactly one is taken", async () => {
    const u = user();
    const base = await saveDraft(u, "viber-campaign", { message: "base" }, null);
    if (!base.saved) throw new Error("not saved");
    const outcomes = await Promise.all(
      ["a", "b", "c"].map((m) => saveDraft(u, "viber-campaign", { message: m }, base.version)),
    );
    expect(outcomes.filter((o) => o.saved)).toHaveLength(1);
  });

  it("without a base version overwrites (scripts), still bumping the version", async () => {
    const u = user();
    const one = await saveDraft(u, "email", { subject: "1" });
    const two = await saveDraft(u, "email", { subject: "2" });
    if (!one.saved || !two.saved) throw new Error("not saved");
    expect(two.version).toBeGreaterThan(one.version);
    expect((await readDraft(u, "email")).draft?.data).toEqual({ subject: "2" });
  });

  it("keeps each user's and each kind's draft apart", async () => {
    const u = user();
    const v = user();
    const mine = await saveDraft(u, "email", { subject: "mine" }, null);
    if (!mine.saved) throw new Error("not saved");
    expect((await saveDraft(v, "email", { subject: "theirs" }, null)).saved).toBe(true);
    expect((await saveDraft(u, "viber-campaign", { message: "m" }, null)).saved).toBe(true);
    expect((await saveDraft(u, "email", { subject: "mine 2" }, mine.version)).saved).toBe(true);
  });
});
