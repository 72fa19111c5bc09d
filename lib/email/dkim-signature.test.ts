import { describe, expect, it } from "vitest";

import { readDkimSignature, signsFor } from "./dkim-signature";

const HEADER = `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed;
        d=newbrand.example; s=mta2024;
        h=from:to:subject:date; bh=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=;
        b=dzdVyOfAKCdLXdJOc9G2q8LoXSlEniSbav+yuU4zGeeruD00lszZVoG4ZHRNiYzR`;

describe("readDkimSignature", () => {
  it("reads s= and d= from a folded header and names the DNS record", () => {
    expect(readDkimSignature(HEADER)).toEqual({
      ok: true,
      selector: "mta2024",
      domain: "newbrand.example",
      host: "mta2024._domainkey.newbrand.example",
      algorithm: "rsa-sha256",
    });
  });

  it("takes the header's value without its name, and the first of two signatures", () => {
    const two = `${HEADER}\nDKIM-Signature: v=1; d=other.example; s=x; b=abc`;
    expect(readDkimSignature(two)).toMatchObject({ ok: true, selector: "mta2024" });
    expect(readDkimSignature("v=1; s=k1; d=Mail.Example.COM.; b=x")).toMatchObject({
      ok: true,
      host: "k1._domainkey.mail.example.com",
    });
  });

  it("says what is missing or wrong", () => {
    expect(readDkimSignature("hello")).toMatchObject({ ok: false, reason: /No s= or d=/ });
    expect(readDkimSignature("v=1; d=a.example")).toMatchObject({ ok: false, reason: /no s=/ });
    expect(readDkimSignature("v=1; s=k1")).toMatchObject({ ok: false, reason: /no d=/ });
    expect(readDkimSignature("s=<script>; d=a.example")).toMatchObject({
      ok: false,
      reason: /not a DNS name/,
    });
  });

  it("aligns a signing domain with the domain or its subdomains", () => {
    expect(signsFor("newbrand.example", "newbrand.example")).toBe(true);
    expect(signsFor("mail.newbrand.example", "newbrand.example")).toBe(true);
    expect(signsFor("esp.example", "newbrand.example")).toBe(false);
  });
});
