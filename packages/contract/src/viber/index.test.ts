import { describe, expect, it } from "vitest";

import {
  messageCombination,
  phoneSchema,
  viberBlacklistAddSchema,
  viberBlacklistRemoveSchema,
  viberCampaignCreateSchema,
  type ViberCampaignCreateInput,
} from ".";

const base: ViberCampaignCreateInput = {
  task_name: "Spring sale",
  message_type: 2,
  sender_id: 1,
  message_live_time: 3600,
  send_date: "now",
  recipients: ["380501234567"],
};
const button = { text: "Shop now", link: "https://shop.example.com/spring" };
const image = { link: "https://picsum.photos/seed/spring/600/400" };

const parse = (patch: Partial<ViberCampaignCreateInput>) =>
  viberCampaignCreateSchema.safeParse({ ...base, ...patch });
const issues = (patch: Partial<ViberCampaignCreateInput>) => {
  const r = parse(patch);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("viberCampaignCreateSchema: the four combinations", () => {
  it.each([
    ["system text only", { message_type: 3, message: "Your code expires in 10 minutes" }, "text"],
    ["promo text only", { message: "Spring sale!" }, "text"],
    [
      "promo text + button + image",
      { message: "Spring sale!", additional: { button, image } },
      "text-button-image",
    ],
    ["promo text + button", { message: "Spring sale!", additional: { button } }, "text-button"],
    ["promo image only", { message: null, additional: { image } }, "image"],
  ] as const)("accepts %s", (_, patch, combination) => {
    const r = parse(patch);
    expect(r.success, JSON.stringify(r.error?.issues)).toBe(true);
    expect(messageCombination({ ...base, ...patch })).toBe(combination);
  });

  it.each([
    [
      "system + button",
      { message_type: 3, message: "Hi", additional: { button } },
      "additional.button",
    ],
    [
      "system + image",
      { message_type: 3, message: "Hi", additional: { image } },
      "additional.image",
    ],
    [
      "system image only",
      { message_type: 3, message: null, additional: { image } },
      "additional.image",
    ],
    ["text + image without button", { message: "Hi", additional: { image } }, "additional.button"],
    ["button only", { message: null, additional: { button } }, "message"],
    ["image + button without text", { message: null, additional: { button, image } }, "message"],
    ["nothing at all", { message: null }, "message"],
    ["message omitted, no image", {}, "message"],
    ["empty text with an image", { message: "", additional: { image } }, "message"],
  ] as const)("refuses %s", (_, patch, path) => {
    const found = issues(patch);
    expect(
      found.some((i) => i.startsWith(`${path}: `)),
      found.join("; "),
    ).toBe(true);
    expect(messageCombination({ ...base, ...patch })).toBeNull();
  });

  it("refuses a button missing its link or text", () => {
    expect(issues({ message: "Hi", additional: { button: { text: "Go" } } })).toContain(
      "additional.button.link: A button needs its link",
    );
    expect(issues({ message: "Hi", additional: { button: { link: button.link } } })).toContain(
      "additional.button.text: A button needs its text",
    );
    expect(
      issues({ message: "Hi", additional: { button: { text: "Go", link: "ftp://x" } } }),
    ).toHaveLength(1);
  });
});

describe("viberCampaignCreateSchema: limits at their edges", () => {
  const phones = (n: number) => Array.from({ length: n }, (_, i) => String(380500000000 + i));

  it("takes 1000 recipients and refuses 1001", () => {
    expect(parse({ message: "Hi", recipients: phones(1000) }).success).toBe(true);
    expect(issues({ message: "Hi", recipients: phones(1001) })).toEqual([
      "recipients: At most 1000 recipients",
    ]);
  });

  it("takes 1000 characters and refuses 1001", () => {
    expect(parse({ message: "x".repeat(1000) }).success).toBe(true);
    expect(issues({ message: "x".repeat(1001) })).toEqual(["message: At most 1000 characters"]);
  });

  it.each([
    [60, true],
    [59, false],
    [86400, true],
    [86401, false],
    [60.5, false],
  ])("message_live_time %s → %s", (value, ok) => {
    expect(parse({ message: "Hi", message_live_time: value }).success).toBe(ok);
  });

  it.each([
    [0, true],
    [5, true],
    [6, false],
    [-1, false],
  ])("stretch_time %s → %s", (value, ok) => {
    expect(parse({ message: "Hi", stretch_time: value }).success).toBe(ok);
  });

  it("refuses message_type 1 and a string type", () => {
    expect(issues({ message: "Hi", message_type: 1 as 2 })[0]).toMatch(/^message_type: /);
    expect(parse({ message: "Hi", message_type: "2" as unknown as 2 }).success).toBe(false);
  });
});

describe("viberCampaignCreateSchema: recipients and dates", () => {
  it("wants an address book or recipients, never both", () => {
    expect(parse({ message: "Hi", recipients: undefined, address_book: 4 }).success).toBe(true);
    expect(issues({ message: "Hi", recipients: [], address_book: null })).toEqual([
      "recipients: Give an address book or at least one recipient",
    ]);
    expect(issues({ message: "Hi", address_book: 4 })).toEqual([
      "recipients: Give either an address book or recipients, not both",
    ]);
  });

  it("accepts digit strings and numbers, refuses other phone forms", () => {
    const r = parse({ message: "Hi", recipients: [380501234567, "4915112345678"] });
    expect(r.data?.recipients).toEqual(["380501234567", "4915112345678"]);
    for (const bad of ["+380501234567", "123456", "1234567890123456", "38050-123", 1.5])
      expect(phoneSchema.safeParse(bad).success, String(bad)).toBe(false);
    expect(phoneSchema.parse("1234567")).toBe("1234567");
  });

  it.each([
    ["now", true],
    ["2030-01-31 09:30:00", true],
    ["2030-02-30 09:30:00", false],
    ["2030-01-31T09:30:00", false],
    ["tomorrow", false],
  ])("send_date %s → %s", (value, ok) => {
    expect(parse({ message: "Hi", send_date: value }).success).toBe(ok);
  });

  it("needs the SMS text when SMS re-sending is on", () => {
    expect(issues({ message: "Hi", additional: { resend_sms: { status: true } } })).toEqual([
      "additional.resend_sms.sms_text: SMS re-sending needs the SMS text",
    ]);
    expect(
      parse({ message: "Hi", additional: { resend_sms: { status: true, sms_text: "Hi by SMS" } } })
        .success,
    ).toBe(true);
  });
});

describe("blacklist bodies", () => {
  it("takes digit strings with an optional description", () => {
    const r = viberBlacklistAddSchema.parse({ phones: ["380501234567"], description: "asked" });
    expect(r).toEqual({ phones: ["380501234567"], description: "asked" });
  });

  it("refuses an empty list and malformed phones", () => {
    expect(viberBlacklistAddSchema.safeParse({ phones: [] }).success).toBe(false);
    expect(viberBlacklistRemoveSchema.safeParse({ phones: ["abc"] }).success).toBe(false);
    expect(viberBlacklistRemoveSchema.safeParse({}).success).toBe(false);
  });
});
