import { describe, expect, it } from "vitest";

import { senderRefusal } from "./sender-refusal";

describe("senderRefusal", () => {
  it("puts the upstream's codes into words", () => {
    expect(
      senderRefusal("The Messaging API refused this: Sender address is already in use (code 902)"),
    ).toMatch(/already in use as a sender address/);
    expect(
      senderRefusal("The Messaging API refused this: Sender address is blacklisted (code 904)"),
    ).toMatch(/blacklisted this address/);
    expect(
      senderRefusal(
        "The Messaging API refused this: The DMARC policy of gmail.com does not allow sending on its behalf (code 21356)",
      ),
    ).toMatch(/DMARC policy that forbids/);
  });

  it("passes anything else on unchanged", () => {
    expect(senderRefusal("The Messaging API is not answering.")).toBe(
      "The Messaging API is not answering.",
    );
    expect(senderRefusal("Something (code 9020)")).toBe("Something (code 9020)");
  });
});
