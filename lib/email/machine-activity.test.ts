import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { ClientInfo, LinkClick } from "@/lib/schemas/resources";

import {
  classifyClicks,
  classifyOpen,
  engagement,
  ipv4,
  SCANNER_SECONDS,
} from "./machine-activity";

const open = (o: Partial<ClientInfo>): ClientInfo => ({
  browser: "Chrome 120",
  os: "Windows 10",
  ip: "93.184.216.34",
  country: "NL",
  action_date: "2026-11-20 10:00:00",
  ...o,
});
const click = (c: Partial<LinkClick>): LinkClick => ({
  url: "https://example.com/a",
  browser: "Chrome 120",
  os: "Windows 10",
  screen_resolution: "1920x1080",
  ip: "93.184.216.34",
  country: "NL",
  action_date: "2026-11-20 10:05:00",
  ...c,
});
const SENT = "2026-11-20 10:00:00";

describe("opens", () => {
  it("Apple's 17.0.0.0/8 is Mail Privacy Protection: a machine", () => {
    expect(classifyOpen(open({ ip: "17.58.101.7", browser: "", os: "" })).actor).toBe("machine");
    expect(classifyOpen(open({ ip: "17.255.255.255" })).actor).toBe("machine");
    expect(classifyOpen(open({ ip: "18.0.0.1" })).actor).toBe("person");
    expect(classifyOpen(open({ ip: "16.255.255.255" })).actor).toBe("person");
  });

  it("Gmail's and Yahoo's image proxies are a person's open, via a proxy", () => {
    // the agent as Gmail sends it (support.google.com/mail/answer/145919)
    expect(
      classifyOpen(
        open({ browser: "Firefox 11.0 (via ggpht.com GoogleImageProxy)", ip: "203.0.113.9" }),
      ).actor,
    ).toBe("proxy");
    expect(classifyOpen(open({ ip: "66.249.84.12", browser: "" })).actor).toBe("proxy");
    expect(classifyOpen(open({ browser: "YahooMailProxy" })).actor).toBe("proxy");
  });

  it("an agent that names a bot is a machine; an ordinary one a person", () => {
    expect(classifyOpen(open({ browser: "python-requests 2.31" })).actor).toBe("machine");
    expect(classifyOpen(open({ browser: "Barracuda Sentinel" })).actor).toBe("machine");
    expect(classifyOpen(open({})).actor).toBe("person");
  });

  it("blank, IPv6 or junk addresses are read without error", () => {
    for (const ip of ["", "2001:db8::1", "17.0.0", "300.1.1.1", "17.0.0.1.5", "not an ip"])
      expect(() => classifyOpen(open({ ip }))).not.toThrow();
    expect(ipv4("300.1.1.1")).toBeNull();
    expect(ipv4("17.0.0.1")).toBe(17 * 2 ** 24 + 1);
  });
});

describe("clicks", () => {
  it(`a click within ${SCANNER_SECONDS} s of sending is a scanner's`, () => {
    const [early, late] = classifyClicks(
      [
        click({ action_date: "2026-11-20 10:00:04" }),
        click({ action_date: "2026-11-20 10:00:11" }),
      ],
      SENT,
    );
    expect(early!.actor).toBe("machine");
    expect(late!.actor).toBe("person");
  });

  it("different links clicked within 2 s of each other are a scanner walking the message", () => {
    const v = classifyClicks(
      [
        click({ url: "https://example.com/a", action_date: "2026-11-20 11:00:00" }),
        click({ url: "https://example.com/b", action_date: "2026-11-20 11:00:01" }),
        click({ url: "https://example.com/c", action_date: "2026-11-20 11:30:00" }),
      ],
      SENT,
    );
    expect(v.map((x) => x.actor)).toEqual(["machine", "machine", "person"]);
  });

  it("the same link clicked twice quickly is a person (a double click)", () => {
    const v = classifyClicks(
      [
        click({ action_date: "2026-11-20 11:00:00" }),
        click({ action_date: "2026-11-20 11:00:01" }),
      ],
      SENT,
    );
    expect(v.map((x) => x.actor)).toEqual(["person", "person"]);
  });

  it("with no send date, only the burst and agent rules apply", () => {
    expect(classifyClicks([click({ action_date: "2026-11-20 10:00:01" })])[0]!.actor).toBe(
      "person",
    );
    expect(classifyClicks([click({ browser: "Mimecast URL Protect" })])[0]!.actor).toBe("machine");
  });
});

describe("engagement", () => {
  it("counts people and machines apart, proxied opens among the people's", () => {
    const e = engagement(
      [open({ ip: "17.1.2.3" }), open({ browser: "GoogleImageProxy" }), open({})],
      [click({ action_date: "2026-11-20 10:00:02" }), click({})],
      SENT,
    );
    expect(e).toEqual({
      humanOpens: 2,
      proxiedOpens: 1,
      machineOpens: 1,
      humanClicks: 1,
      machineClicks: 1,
    });
  });

  it("every event is counted once, whatever the fields hold", () => {
    const text = fc.string({ maxLength: 30 });
    const event = fc.record({
      url: text,
      browser: text,
      os: text,
      screen_resolution: text,
      ip: fc.oneof(text, fc.ipV4()),
      country: text,
      action_date: fc.oneof(
        text,
        fc
          .date({ min: new Date("2026-01-01"), max: new Date("2027-01-01"), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 19).replace("T", " ")),
      ),
    });
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 20 }),
        fc.array(event, { maxLength: 20 }),
        (o, c) => {
          const e = engagement(o, c, SENT);
          expect(e.humanOpens + e.machineOpens).toBe(o.length);
          expect(e.humanClicks + e.machineClicks).toBe(c.length);
          expect(e.proxiedOpens).toBeLessThanOrEqual(e.humanOpens);
        },
      ),
    );
  });
});
