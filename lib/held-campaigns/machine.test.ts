import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  batchProgress,
  CHANGEABLE,
  FROM,
  HELD_STATUSES,
  step,
  type HeldStatus,
  type HeldStep,
} from "./machine";

const STEPS = Object.keys(FROM) as HeldStep[];
const status = fc.constantFrom(...HELD_STATUSES);
const stepArb = fc.constantFrom(...STEPS);
const people = fc.record({
  actorId: fc.integer({ min: 1, max: 4 }),
  authorId: fc.integer({ min: 1, max: 4 }),
});

describe("held campaign state machine", () => {
  it("nobody approves or sends back their own campaign, from any status", () => {
    fc.assert(
      fc.property(
        status,
        fc.constantFrom<HeldStep>("approve", "send_back"),
        fc.integer(),
        (from, s, id) => {
          expect(step(from, s, { actorId: id, authorId: id }).ok).toBe(false);
        },
      ),
    );
  });

  it("a step only leaves the statuses it may start from, to a known status", () => {
    fc.assert(
      fc.property(status, stepArb, people, fc.boolean(), (from, s, who, needsApproval) => {
        const out = step(from, s, { ...who, needsApproval });
        if (!FROM[s].includes(from)) expect(out).toEqual({ ok: false, reason: "wrong_status" });
        if (out.ok) expect(HELD_STATUSES).toContain(out.to);
      }),
    );
  });

  it("an edit needs approval again whenever the setting asks, even after an approval", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FROM.edit), fc.integer(), (from, id) => {
        expect(step(from, "edit", { actorId: id, authorId: id, needsApproval: true })).toEqual({
          ok: true,
          to: "awaiting_approval",
        });
      }),
    );
    expect(step("approved", "edit", { actorId: 1, authorId: 2, needsApproval: true })).toEqual({
      ok: false,
      reason: "not_author",
    });
  });

  it("nothing reaches 'sending' (upstream) without an approval when it needs one", () => {
    // walk random step sequences from awaiting approval: a claim is only ever made from approved
    fc.assert(
      fc.property(fc.array(fc.tuple(stepArb, people), { maxLength: 12 }), (walk) => {
        let at: HeldStatus = "awaiting_approval";
        let approved = false;
        for (const [s, who] of walk) {
          const out = step(at, s, { ...who, needsApproval: true });
          if (!out.ok) continue;
          if (s === "claim") expect(approved).toBe(true);
          if (out.to === "approved") approved = true;
          if (out.to === "awaiting_approval" || out.to === "sent_back") approved = false;
          at = out.to;
        }
      }),
    );
  });

  it("what went upstream (or is going) can no longer be changed or cancelled", () => {
    for (const s of ["sending", "sent"] as const) {
      expect(CHANGEABLE).not.toContain(s);
      expect(FROM.edit).not.toContain(s);
    }
    expect(FROM.claim).toEqual(["approved", "held"]);
    expect(FROM.expire).toEqual(["awaiting_approval"]);
  });
});

describe("a batch's progress", () => {
  const part = (status: HeldStatus, sendAt: string | null, recipientCount: number) => ({
    status,
    sendAt,
    recipientCount,
  });

  it("counts what went upstream, and names the next group still to go", () => {
    expect(
      batchProgress([
        part("sent", "2026-11-29T00:00:00.000Z", 2),
        part("held", "2026-11-29T07:00:00.000Z", 3),
        part("held", "2026-11-29T14:00:00.000Z", 5),
      ]),
    ).toEqual({
      parts: 3,
      sentParts: 1,
      sentRecipients: 2,
      nextSendAt: "2026-11-29T07:00:00.000Z",
    });
  });

  it("has no next time once every group is sent or cancelled, or when one waits for approval only", () => {
    expect(
      batchProgress([part("sent", "2026-11-29T00:00:00.000Z", 2), part("cancelled", null, 1)])
        .nextSendAt,
    ).toBeNull();
    expect(batchProgress([part("awaiting_approval", null, 4)])).toEqual({
      parts: 1,
      sentParts: 0,
      sentRecipients: 0,
      nextSendAt: null,
    });
  });
});
