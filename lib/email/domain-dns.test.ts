import { describe, expect, it } from "vitest";

import type { Domain } from "@/lib/schemas/resources";

import {
  dateState,
  dkimHost,
  dmarcHost,
  missingChecks,
  relativeDays,
  sampleDmarcRecord,
  sslLabel,
} from "./domain-dns";

const domain = (checks: Partial<Domain["checks"]>): Domain => ({
  id: 1,
  domain: "mail.example.com",
  active: true,
  status: 1,
  is_default: false,
  ssl_type: 1,
  ssl_expired: null,
  ssl_generated: null,
  expire_date: null,
  checks: { dkim: true, spf: true, dmarc: true, all: true, spf_txt_needed: null, ...checks },
});

describe("domain DNS helpers", () => {
  it("names the hosts to publish at", () => {
    expect(dkimHost("mail.example.com")).toBe("<selector>._domainkey.mail.example.com");
    expect(dkimHost("example.com", "s1")).toBe("s1._domainkey.example.com");
    expect(dmarcHost("example.com")).toBe("_dmarc.example.com");
    expect(sampleDmarcRecord("example.com")).toBe(
      "v=DMARC1; p=none; rua=mailto:postmaster@example.com",
    );
  });

  it("lists the checks that do not pass", () => {
    expect(missingChecks(domain({}))).toEqual([]);
    expect(missingChecks(domain({ spf: false, dmarc: false })).map((c) => c.label)).toEqual([
      "SPF",
      "DMARC",
    ]);
  });

  it("tells past, soon and far dates apart", () => {
    const now = Date.parse("2026-11-20T12:00:00Z");
    expect(dateState("2026-11-17 12:00:00", "UTC", now)).toEqual({
      date: "2026-11-17",
      days: -3,
      tone: "danger",
    });
    expect(dateState("2026-12-02 13:00:00", "UTC", now)?.tone).toBe("warning");
    expect(dateState("2027-06-01 00:00:00", "UTC", now)?.tone).toBe("success");
    expect(dateState(null, "UTC", now)).toBeNull();
    expect(dateState("soon", "UTC", now)).toBeNull();
  });

  it("says days in words", () => {
    expect(relativeDays(0)).toBe("today");
    expect(relativeDays(1)).toBe("tomorrow");
    expect(relativeDays(12)).toBe("in 12 days");
    expect(relativeDays(-1)).toBe("yesterday");
    expect(relativeDays(-3)).toBe("3 days ago");
  });

  it("labels certificate types", () => {
    expect(sslLabel(0)).toBe("None reported");
    expect(sslLabel(null)).toBe("None reported");
    expect(sslLabel(2)).toBe("Type 2 (not documented)");
    // a validity date says there was a certificate, whatever its type code
    expect(sslLabel(0, true)).toBe("Type 0 (not documented)");
  });
});
