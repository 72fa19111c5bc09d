import type { ViberCampaignCreate } from "@messaging-console/contract/viber";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDatabase, setDatabaseForTests } from "@/server/db/client";
import { UpstreamError } from "@/server/upstream";
import { forgetCampaignList } from "@/server/viber/campaign-list";

import { cancelBatch, decideBatch, editHeld } from "./changes";
import { releaseDue, STUCK_SENDING_MS, type Send } from "./release";
import { batchVersion, getBatch, holdCampaigns } from "./store";

vi.mock("@/server/viber/campaign-list", () => ({ forgetCampaignList: vi.fn() }));

let close: () => Promise<void>;
let handle: Awaited<ReturnType<typeof openDatabase>>;
beforeAll(async () => {
  handle = await openDatabase({});
  setDatabaseForTests(handle);
  close = () => handle.close();
});
afterAll(async () => {
  setDatabaseForTests(undefined);
  await close?.();
});

const AUTHOR = 10;
const APPROVER = 20;
const payload = (message: string): ViberCampaignCreate => ({
  task_name: message,
  message_type: 2,
  sender_id: 1,
  message_live_time: 3600,
  send_date: "2030-01-01 10:00:00",
  recipients: ["380501234567"],
  message,
});
const at = (iso: string) => new Date(iso);

/** A fake upstream that records every payload it was sent. */
function recorder(fail?: (n: number) => Error | undefined) {
  const calls: ViberCampaignCreate[] = [];
  const send: Send = (p) => {
    calls.push(p);
    const problem = fail?.(calls.length);
    if (problem) return Promise.reject(problem);
    return Promise.resolve({ id: 1000 + calls.length });
  };
  return { calls, send };
}

async function held(message: string, sendAt: string | null, needsApproval = true) {
  const [row] = await holdCampaigns({
    authorId: AUTHOR,
    needsApproval,
    parts: [{ payload: payload(message), sendAt: sendAt ? at(sendAt) : null, recipientCount: 1 }],
  });
  return row!;
}

describe("held campaigns", () => {
  it("waits for approval, refuses the author's own, sends once after an approval", async () => {
    const row = await held("approve me", "2030-01-01T10:00:00Z");
    expect(row.status).toBe("awaiting_approval");
    const up = recorder();
    expect((await releaseDue({ now: at("2030-01-01T09:59:00Z"), send: up.send })).sent).toEqual([]);

    const own = await decideBatch({
      batchId: row.batchId,
      version: row.version,
      actorId: AUTHOR,
      decision: "approve",
    });
    expect(own).toEqual({ ok: false, reason: "own_campaign" });
    const ok = await decideBatch({
      batchId: row.batchId,
      version: row.version,
      actorId: APPROVER,
      decision: "approve",
    });
    expect(ok.ok).toBe(true);
    // the second click (same version) is refused, not a second approval
    const again = await decideBatch({
      batchId: row.batchId,
      version: row.version,
      actorId: APPROVER,
      decision: "approve",
    });
    expect(again.ok).toBe(false);

    // not yet due (more than the lead before its time)
    await releaseDue({ now: at("2030-01-01T09:50:00Z"), send: up.send });
    expect(up.calls).toHaveLength(0);
    const first = await releaseDue({ now: at("2030-01-01T09:58:30Z"), send: up.send });
    expect(first.sent.map((r) => r.id)).toEqual([row.id]);
    expect(first.sent[0]).toMatchObject({ status: "sent", late: false, upstreamId: 1001 });
    expect(up.calls[0]?.send_date).toBe("2030-01-01 10:00:00");
    await releaseDue({ now: at("2030-01-01T10:05:00Z"), send: up.send });
    expect(up.calls).toHaveLength(1);
  });

  it("several consoles releasing at once send each row exactly once", async () => {
    const rows = await Promise.all(
      Array.from({ length: 25 }, (_, i) => held(`race ${i}`, "2031-01-01T10:00:00Z", false)),
    );
    const up = recorder();
    const now = at("2031-01-01T09:59:00Z");
    await Promise.all(Array.from({ length: 4 }, () => releaseDue({ now, send: up.send })));
    const names = up.calls.map((c) => c.task_name);
    expect(new Set(names).size).toBe(names.length);
    for (const r of rows) expect(names).toContain(r.payload.task_name);
  });

  it("a campaign whose time passed while awaiting approval expires, and an edit resubmits it", async () => {
    const row = await held("too slow", "2032-01-01T10:00:00Z");
    const up = recorder();
    const run = await releaseDue({ now: at("2032-01-01T10:01:00Z"), send: up.send });
    expect(run.expired.map((r) => r.id)).toContain(row.id);
    expect(up.calls).toHaveLength(0);
    const [expired] = await getBatch(row.batchId);
    const edited = await editHeld({
      id: row.id,
      batchId: row.batchId,
      version: expired!.version,
      actorId: AUTHOR,
      needsApproval: true,
      part: { payload: payload("later"), sendAt: at("2032-01-02T10:00:00Z"), recipientCount: 1 },
    });
    expect(edited.ok && edited.rows[0]?.status).toBe("awaiting_approval");
  });

  it("an edit after approval needs approval again; a stale version is refused", async () => {
    const row = await held("edit me", "2033-01-01T10:00:00Z");
    const ok = await decideBatch({
      batchId: row.batchId,
      version: row.version,
      actorId: APPROVER,
      decision: "approve",
    });
    if (!ok.ok) throw new Error(ok.reason);
    const v = batchVersion(ok.rows);
    const part = {
      payload: payload("edited"),
      sendAt: at("2033-01-01T10:00:00Z"),
      recipientCount: 2,
    };
    const stale = await editHeld({
      id: row.id,
      batchId: row.batchId,
      version: row.version,
      actorId: AUTHOR,
      needsApproval: true,
      part,
    });
    expect(stale).toEqual({ ok: false, reason: "conflict" });
    const other = await editHeld({
      id: row.id,
      batchId: row.batchId,
      version: v,
      actorId: APPROVER,
      needsApproval: true,
      part,
    });
    expect(other).toEqual({ ok: false, reason: "not_author" });
    const edited = await editHeld({
      id: row.id,
      batchId: row.batchId,
      version: v,
      actorId: AUTHOR,
      needsApproval: true,
      part,
    });
    expect(edited.ok && edited.rows[0]).toMatchObject({
      status: "awaiting_approval",
      decidedBy: null,
    });
  });

  it("sent back with a comment; cancelled rows never go upstream", async () => {
    const row = await held("send back", "2034-01-01T10:00:00Z");
    const back = await decideBatch({
      batchId: row.batchId,
      version: row.version,
      actorId: APPROVER,
      decision: "send_back",
      comment: "  wrong link ",
    });
    expect(back.ok && back.rows[0]).toMatchObject({ status: "sent_back", comment: "wrong link" });
    const kept = await held("cancel me", "2034-01-01T10:00:00Z", false);
    expect((await cancelBatch({ batchId: kept.batchId, version: null, actorId: AUTHOR })).ok).toBe(
      true,
    );
    const up = recorder();
    await releaseDue({ now: at("2034-01-01T10:30:00Z"), send: up.send });
    expect(up.calls.map((c) => c.task_name)).not.toContain("cancel me");
    expect(up.calls.map((c) => c.task_name)).not.toContain("send back");
  });

  it("released after its time (console was down) goes out now and is marked late", async () => {
    const row = await held("late one", "2035-01-01T10:00:00Z", false);
    const up = recorder();
    const run = await releaseDue({ now: at("2035-01-01T13:00:00Z"), send: up.send });
    expect(run.sent.find((r) => r.id === row.id)).toMatchObject({ late: true, status: "sent" });
    expect(up.calls.find((c) => c.task_name === "late one")?.send_date).toBe("now");
  });

  it("has the campaign list read again once a release sent something, and only then", async () => {
    await held("listed at once", "2036-01-01T10:00:00Z", false);
    const up = recorder();
    vi.mocked(forgetCampaignList).mockClear();
    await releaseDue({ now: at("2036-01-01T09:59:00Z"), send: up.send });
    expect(up.calls.map((c) => c.task_name)).toContain("listed at once");
    expect(forgetCampaignList).toHaveBeenCalledTimes(1);
    await releaseDue({ now: at("2036-01-01T09:59:30Z"), send: up.send });
    expect(forgetCampaignList).toHaveBeenCalledTimes(1);
  });

  it("a passing refusal is retried; an unknown outcome is never sent again", async () => {
    const busy = await held("busy", "2036-01-01T10:00:00Z", false);
    const up = recorder((n) =>
      n === 1 ? new UpstreamError("upstream_unavailable", "Down.") : undefined,
    );
    const first = await releaseDue({ now: at("2036-01-01T09:59:00Z"), send: up.send });
    expect(first.retrying.map((r) => r.id)).toEqual([busy.id]);
    const second = await releaseDue({ now: at("2036-01-01T10:00:00Z"), send: up.send });
    expect(second.sent.map((r) => r.id)).toEqual([busy.id]);

    const lost = await held("lost reply", "2036-02-01T10:00:00Z", false);
    const timeout = recorder(
      () => new UpstreamError("upstream_timeout", "Timed out.", { maybeProcessed: true }),
    );
    const run = await releaseDue({ now: at("2036-02-01T09:59:00Z"), send: timeout.send });
    expect(run.failed[0]).toMatchObject({ id: lost.id, status: "failed", outcomeUnknown: true });
    await releaseDue({ now: at("2036-02-01T10:30:00Z"), send: timeout.send });
    expect(timeout.calls).toHaveLength(1);
    const [failed] = await getBatch(lost.batchId);
    const edit = await editHeld({
      id: lost.id,
      batchId: lost.batchId,
      version: failed!.version,
      actorId: AUTHOR,
      needsApproval: false,
      part: { payload: payload("x"), sendAt: null, recipientCount: 1 },
    });
    expect(edit).toEqual({ ok: false, reason: "wrong_status" });
  });

  it("a row left 'sending' by a stopped process fails as unknown, not sent again", async () => {
    const row = await held("stuck", "2037-01-01T10:00:00Z", false);
    const hang: Send = () => new Promise(() => {});
    void releaseDue({ now: at("2037-01-01T09:59:00Z"), send: hang });
    await new Promise((r) => setTimeout(r, 300));
    const up = recorder();
    const later = new Date(at("2037-01-01T09:59:00Z").getTime() + STUCK_SENDING_MS + 1000);
    const run = await releaseDue({ now: later, send: up.send });
    expect(run.failed.map((r) => r.id)).toContain(row.id);
    expect(up.calls.map((c) => c.task_name)).not.toContain("stuck");
  });

  it("claims only the row it is sending: the others wait 'held' (a process that dies strands one)", async () => {
    // a small table, as a console's is: PostgreSQL may then plan the claim as a nested
    // loop that runs its LIMIT 1 pick again for every due row, each pick skipping the
    // rows the statement already claimed, so one claim took every due row
    const rows = await holdCampaigns({
      authorId: AUTHOR,
      needsApproval: false,
      parts: [1, 2, 3].map((minute) => ({
        payload: payload(`one at a time ${minute}`),
        sendAt: at(`2038-01-01T10:0${minute}:00Z`),
        recipientCount: 1,
      })),
    });
    const batchId = rows[0]!.batchId;
    const sendingWhenSent: number[][] = [];
    const up = recorder();
    const send: Send = async (p, row) => {
      const now = await getBatch(batchId);
      if (rows.some((r) => r.id === row.id))
        sendingWhenSent.push(now.filter((r) => r.status === "sending").map((r) => r.id));
      return up.send(p, row);
    };
    const run = await releaseDue({ now: at("2038-01-01T10:05:00Z"), send });
    expect(run.sent.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(sendingWhenSent).toEqual(rows.map((r) => [r.id]));
  });
});
