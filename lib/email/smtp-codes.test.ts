import { describe, expect, it } from "vitest";

import { explainSmtp } from "./smtp-codes";
import { smtpCodesLabel } from "./smtp-kinds";

describe("explainSmtp", () => {
  it("says a 250 was delivered", () => {
    expect(explainSmtp({ code: 250, subcode: "2.0.0", data: "2.0.0 OK" })).toMatchObject({
      summary: "Delivered",
      kind: "delivered",
    });
    expect(explainSmtp({ code: 251, subcode: "", data: "" }).summary).toBe(
      "Accepted for forwarding",
    );
  });

  it.each([
    [
      550,
      "5.1.1",
      "5.1.1 <a@x.example>: Recipient address rejected: User unknown",
      "Unknown mailbox",
      "hard",
    ],
    [552, "5.2.2", "5.2.2 <a@x.example>: Mailbox full, quota exceeded", "Mailbox full", "soft"],
    [
      554,
      "5.7.1",
      "5.7.1 Message rejected: policy violation, spam suspected",
      "Blocked by policy or as spam",
      "hard",
    ],
    [421, "4.4.2", "4.4.2 Connection timed out, try again later", "Connection dropped", "soft"],
    [
      450,
      "4.2.1",
      "4.2.1 Mailbox temporarily unavailable",
      "Mailbox temporarily unavailable",
      "soft",
    ],
    [550, "5.1.2", "", "Domain cannot receive email", "hard"],
    [550, "5.1.10", "", "Domain accepts no email", "hard"],
    [550, "5.2.1", "", "Mailbox disabled", "hard"],
    [552, "5.3.4", "", "Message too large", "hard"],
    [550, "5.4.4", "", "Unable to route", "hard"],
    [554, "5.5.3", "", "Too many recipients", "hard"],
    [550, "5.7.26", "", "Sender authentication failed", "hard"],
    [550, "5.7.23", "", "SPF check failed", "hard"],
    [550, "5.7.20", "", "No valid DKIM signature", "hard"],
    [452, "4.3.1", "", "Receiving server out of space", "soft"],
    [550, "5.3.1", "", "Receiving server out of space", "soft"],
    [550, "5.6.1", "", "Content type not supported", "hard"],
  ] as const)("%i %s → %s (%s)", (code, subcode, data, summary, kind) => {
    const e = explainSmtp({ code, subcode, data });
    expect(e.summary).toBe(summary);
    expect(e.kind).toBe(kind);
    expect(e.detail.length).toBeGreaterThan(20);
    expect(e.action.length).toBeGreaterThan(10);
  });

  it("calls temporary failures temporary and permanent ones permanent", () => {
    expect(explainSmtp({ code: 421, subcode: "4.4.2" }).detail).toMatch(/temporary/);
    expect(explainSmtp({ code: 550, subcode: "5.1.1" }).detail).toMatch(/permanent/);
    expect(explainSmtp({ code: 552, subcode: "5.2.2" }).detail).toMatch(/soft bounce/);
  });

  it("suggests removing unknown mailboxes but keeping full ones", () => {
    expect(explainSmtp({ code: 550, subcode: "5.1.1" }).action).toMatch(/Remove the address/);
    expect(explainSmtp({ code: 552, subcode: "5.2.2" }).action).toMatch(/Keep the address/);
    expect(explainSmtp({ code: 554, subcode: "5.7.1" }).action).toMatch(/DKIM, SPF and DMARC/);
  });

  it("reads the enhanced code from the server's text when the subcode is missing", () => {
    expect(explainSmtp({ code: 550, subcode: "", data: "550 5.1.1 No such user" })).toMatchObject({
      summary: "Unknown mailbox",
      kind: "hard",
    });
    expect(explainSmtp({ code: null, data: "452 4.2.2 Over quota" })).toMatchObject({
      summary: "Mailbox full",
      kind: "soft",
    });
  });

  it("takes the class from the basic code when the two disagree", () => {
    expect(explainSmtp({ code: 450, subcode: "5.1.1" }).kind).toBe("soft");
    expect(explainSmtp({ code: "550", subcode: "4.1.1" }).kind).toBe("hard");
  });

  it("refines catch-all codes with the reason the text names", () => {
    expect(explainSmtp({ code: 550, subcode: "5.0.0", data: "User unknown" }).summary).toBe(
      "Unknown mailbox",
    );
    expect(
      explainSmtp({ code: 550, subcode: "5.7.1", data: "SPF check failed for 203.0.113.21" })
        .summary,
    ).toBe("SPF check failed");
    expect(
      explainSmtp({ code: 550, subcode: "5.7.1", data: "Rejected by DMARC policy" }).summary,
    ).toBe("DMARC check failed");
    expect(
      explainSmtp({ code: 451, subcode: "4.7.1", data: "Greylisted, try later" }),
    ).toMatchObject({ summary: "Greylisted", kind: "soft" });
  });

  it("explains basic codes without an enhanced code", () => {
    expect(explainSmtp({ code: 550, data: "550 Requested action not taken" })).toMatchObject({
      summary: "Address rejected",
      kind: "hard",
    });
    expect(explainSmtp({ code: 552 }).summary).toBe("Mailbox full");
    expect(explainSmtp({ code: 421 })).toMatchObject({
      summary: "Service unavailable",
      kind: "soft",
    });
    expect(explainSmtp({ code: 554, data: "Transaction failed" }).summary).toBe(
      "Rejected (no reason given)",
    );
    expect(explainSmtp({ code: 553 }).summary).toBe("Malformed address");
    expect(explainSmtp({ code: 535 }).summary).toBe("Authentication failed");
  });

  it("uses the subject's general entry for an unlisted detail", () => {
    expect(explainSmtp({ code: 550, subcode: "5.1.99" }).summary).toBe("Address rejected");
    expect(explainSmtp({ code: 450, subcode: "4.2.77" }).summary).toBe("Mailbox busy");
  });

  it("says so when there is no answer or no code", () => {
    expect(explainSmtp({ code: 0, subcode: "", data: "" })).toMatchObject({
      summary: "No answer yet",
      kind: "unknown",
    });
    expect(explainSmtp({ code: 0, data: "mailbox full" })).toMatchObject({
      summary: "Mailbox full",
      kind: "unknown",
    });
    expect(explainSmtp({ data: "something odd" })).toMatchObject({
      summary: "Unrecognised answer",
      kind: "unknown",
    });
    expect(explainSmtp({})).toMatchObject({ kind: "unknown" });
  });

  it("ignores out-of-range codes and junk", () => {
    expect(explainSmtp({ code: 999, subcode: "x.y.z", data: "" }).kind).toBe("unknown");
    expect(explainSmtp({ code: "abc" }).kind).toBe("unknown");
  });
});

describe("explainSmtp: codes and bad addresses", () => {
  it("reports the basic and enhanced codes it read", () => {
    const e = explainSmtp({ code: "550", subcode: "", data: "550 5.1.2 Host unknown" });
    expect(e).toMatchObject({ code: 550, enhanced: "5.1.2", kind: "hard" });
    expect(explainSmtp({ code: 250, subcode: "2.0.0" })).toMatchObject({
      code: 250,
      enhanced: "2.0.0",
    });
    expect(explainSmtp({})).toMatchObject({ code: null, enhanced: null });
  });

  it("marks an address bad only for a permanent address failure", () => {
    expect(explainSmtp({ code: 550, subcode: "5.1.1" }).badAddress).toBe(true);
    expect(explainSmtp({ code: 550, subcode: "5.2.1" }).badAddress).toBe(true);
    // temporary (e.g. greylisting), a full mailbox, or a policy refusal: the address is fine
    expect(explainSmtp({ code: 450, subcode: "4.1.1" }).badAddress).toBe(false);
    expect(explainSmtp({ code: 552, subcode: "5.2.2" }).badAddress).toBe(false);
    expect(explainSmtp({ code: 554, subcode: "5.7.1" }).badAddress).toBe(false);
    expect(explainSmtp({ code: 250, subcode: "2.0.0" }).badAddress).toBe(false);
  });

  it("labels the codes for a badge", () => {
    const label = (answer: Parameters<typeof explainSmtp>[0]) =>
      smtpCodesLabel(explainSmtp(answer));
    expect(label({ code: "550", subcode: "5.1.1" })).toBe("550 5.1.1");
    expect(label({ code: 250 })).toBe("250");
    expect(label({})).toBe("—");
  });
});
