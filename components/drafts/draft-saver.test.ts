import { beforeEach, describe, expect, it } from "vitest";

import type { DraftPut } from "@/lib/drafts/queries";
import type { SavedDraft } from "@/lib/drafts/schema";

import { DraftSaver, type DraftConflict, type DraftStatus } from "./draft-saver";
import { keepUnsent, type UnsentEdit } from "./unsent-edit";

/** The stored draft as the server keeps it, with its version check (server/drafts/store.ts). */
class FakeServer {
  draft: SavedDraft | null = null;
  private next = 1;
  puts: { data: Record<string, unknown>; base: number | null }[] = [];

  store(data: Record<string, unknown>): SavedDraft {
    this.draft = { data, updatedAt: new Date().toISOString(), version: this.next++ };
    return this.draft;
  }

  api = {
    saveDraft: async (_kind: string, data: Record<string, unknown>, base: number | null) => {
      await Promise.resolve();
      this.puts.push({ data, base });
      if ((this.draft?.version ?? null) !== base)
        return { ok: false, current: this.draft } satisfies DraftPut;
      const d = this.store(data);
      return { ok: true, saved: { updatedAt: d.updatedAt, version: d.version } } satisfies DraftPut;
    },
    fetchDraft: async () => {
      await Promise.resolve();
      return this.draft;
    },
    deleteDraft: async () => {
      this.draft = null;
      return { ok: true as const };
    },
  };
}

const empty = { name: "", text: "" };

function setup(
  server: FakeServer,
  opened: SavedDraft | null,
  fresh = true,
  api: FakeServer["api"] = server.api,
) {
  const form = { values: { ...empty, ...(opened?.data ?? {}) } };
  const seen: { status: DraftStatus[]; conflict: (DraftConflict | null)[] } = {
    status: [],
    conflict: [],
  };
  const saver = new DraftSaver(
    "viber-campaign",
    opened,
    fresh,
    {
      current: () => JSON.stringify(form.values),
      jsonOf: (data) => JSON.stringify({ ...empty, ...(data ?? {}) }),
      load: (data) => (form.values = { ...empty, ...(data ?? {}) }),
    },
    { status: (s) => seen.status.push(s), conflict: (c) => seen.conflict.push(c) },
    api,
  );
  return { form, saver, seen };
}

const storage = new Map<string, string>();
beforeEach(() => {
  storage.clear();
  (globalThis as { sessionStorage?: unknown }).sessionStorage = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
  };
});

describe("DraftSaver", () => {
  it("bases each save on the version the one before it made", async () => {
    const server = new FakeServer();
    const opened = server.store({ name: "n", text: "one" });
    const { form, saver } = setup(server, opened);
    form.values.text = "two";
    await saver.flush();
    form.values.text = "three";
    await saver.flush();
    expect(server.puts.map((p) => p.base)).toEqual([opened.version, opened.version + 1]);
    expect(server.draft?.data).toEqual({ name: "n", text: "three" });
  });

  it("never saves over a draft another tab saved: the person is shown both and chooses", async () => {
    const server = new FakeServer();
    const opened = server.store({ name: "n", text: "A's text" });
    const a = setup(server, opened);
    // tab B saves first
    server.store({ name: "n", text: "B's text" });
    a.form.values.name = "A's name";
    await a.saver.flush();
    expect(server.draft?.data).toEqual({ name: "n", text: "B's text" });
    expect(a.seen.conflict.at(-1)).toMatchObject({
      mine: { name: "A's name", text: "A's text" },
      theirsValues: { name: "n", text: "B's text" },
    });
    expect(a.seen.status.at(-1)).toEqual({ state: "conflict" });
    // nothing more is sent while the choice is open
    a.form.values.name = "A's name again";
    await a.saver.flush();
    expect(server.puts).toHaveLength(1);

    a.saver.resolve("keep");
    await a.saver.idle();
    expect(server.draft?.data).toEqual({ name: "A's name again", text: "A's text" });
    expect(a.seen.conflict.at(-1)).toBeNull();
  });

  it("loads the stored draft when the person chooses it, and saves on top of it", async () => {
    const server = new FakeServer();
    const a = setup(server, server.store({ name: "n", text: "old" }));
    server.store({ name: "n", text: "newer" });
    a.form.values.name = "mine";
    await a.saver.flush();
    a.saver.resolve("load");
    expect(a.form.values).toEqual({ name: "n", text: "newer" });
    a.form.values.name = "renamed";
    await a.saver.flush();
    expect(server.draft?.data).toEqual({ name: "renamed", text: "newer" });
  });

  it("a form opened on an older page's copy (Back) reads the stored draft before it saves", async () => {
    const server = new FakeServer();
    const stale = server.store({ name: "discarded", text: "old" });
    await server.api.deleteDraft();
    server.store({ name: "n", text: "saved since" });
    const { form, saver, seen } = setup(server, stale, false);
    expect(saver.initialStatus()).toEqual({ state: "checking" });
    await saver.flush();
    expect(server.puts).toHaveLength(0);
    await saver.revalidate(null);
    expect(form.values).toEqual({ name: "n", text: "saved since" });
    expect(seen.status.at(-1)).toMatchObject({ state: "saved" });
    form.values.text = "saved since!";
    await saver.flush();
    expect(server.draft?.data).toEqual({ name: "n", text: "saved since!" });
  });

  it("an edit sent as the page went is put back by the next page, even before it lands", async () => {
    const server = new FakeServer();
    const opened = server.store({ name: "n", text: "first" });
    const before = setup(server, opened);
    before.form.values.text = "second";
    before.saver.leave();
    expect(JSON.parse(storage.get("draft-unsent:viber-campaign")!)).toMatchObject({
      base: opened.version,
    });
    // the next page was read before the save landed: it opens on "first"
    const after = setup(server, opened);
    const json = JSON.stringify(before.form.values);
    await after.saver.revalidate({ base: opened.version, json, inflight: null });
    await before.saver.idle();
    expect(after.form.values.text).toBe("second");
    expect(after.seen.conflict).toEqual([]);
    expect(server.draft?.data.text).toBe("second");
    expect(storage.size).toBe(0);
  });

  it("a save still on its way as the page goes: the next page waits for it, not the older draft", async () => {
    const server = new FakeServer();
    const opened = server.store({ name: "n", text: "first" });
    let land!: () => void;
    const gate = new Promise<void>((r) => (land = r));
    const slow = {
      ...server.api,
      saveDraft: (...a: Parameters<FakeServer["api"]["saveDraft"]>) =>
        gate.then(() => server.api.saveDraft(...a)),
    };
    const before = setup(server, opened, true, slow);
    before.form.values.text = "second";
    void before.saver.flush();
    await Promise.resolve();
    before.saver.leave();
    const kept = JSON.parse(storage.get("draft-unsent:viber-campaign") ?? "null") as UnsentEdit;
    expect(kept).toMatchObject({
      base: opened.version,
      inflight: JSON.stringify(before.form.values),
    });
    // the next page was read before the save landed
    const after = setup(server, opened);
    const squared = after.saver.revalidate(kept);
    setTimeout(land, 150);
    await squared;
    await after.saver.idle();
    expect(after.form.values.text).toBe("second");
    expect(after.seen.conflict).toEqual([]);
    expect(server.puts).toHaveLength(1);
    expect(storage.size).toBe(0);
  });

  it("the edit sent as the page went stays kept after it lands: the next page may have read the draft first", async () => {
    const server = new FakeServer();
    const opened = server.store({ name: "n", text: "first" });
    const before = setup(server, opened);
    before.form.values.text = "second";
    before.saver.leave();
    await before.saver.idle();
    expect(server.draft?.data.text).toBe("second");
    const kept = JSON.parse(storage.get("draft-unsent:viber-campaign") ?? "null") as UnsentEdit;
    expect(kept).toMatchObject({ base: opened.version });
    // the next page was rendered with the draft read before the save landed
    const after = setup(server, opened);
    await after.saver.revalidate(kept);
    await after.saver.idle();
    expect(after.form.values.text).toBe("second");
    expect(after.seen.conflict).toEqual([]);
    expect(server.puts).toHaveLength(1);
    expect(storage.size).toBe(0);
  });

  it("an edit left unsent (the save never arrived) is saved by the next page", async () => {
    const server = new FakeServer();
    const opened = server.store({ name: "n", text: "first" });
    keepUnsent("viber-campaign", {
      base: opened.version,
      json: JSON.stringify({ name: "n", text: "lost on the way" }),
      inflight: null,
    });
    const next = setup(server, opened);
    await next.saver.revalidate(JSON.parse(storage.get("draft-unsent:viber-campaign")!));
    await next.saver.idle();
    expect(server.draft?.data.text).toBe("lost on the way");
    expect(server.puts.at(-1)?.base).toBe(opened.version);
  });
});

describe("DraftSaver after its form is done", () => {
  it("saves nothing more once the draft is discarded with stop, not even on leaving", async () => {
    const server = new FakeServer();
    const { form, saver } = setup(server, server.store({ name: "created", text: "sent" }));
    await saver.discard(JSON.stringify(empty), true);
    expect(server.draft).toBeNull();
    // the form still holds the created campaign as the page navigates away
    form.values.text = "sent";
    saver.leave();
    await saver.flush();
    await saver.idle();
    expect(server.draft).toBeNull();
    expect(server.puts).toHaveLength(0);
  });
});
