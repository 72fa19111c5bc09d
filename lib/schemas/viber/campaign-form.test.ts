import { inspect } from "node:util";

import {
  messageCombination,
  VIBER_LIMITS,
  viberCampaignCreateSchema,
} from "@messaging-console/contract/viber/campaign";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  defaultFormValues,
  FORM_FIELD_TYPES,
  formValuesFromDraft,
  relatedFields,
  type ViberCampaignFormValues,
} from "./campaign-form";
import { fieldForBodyPath } from "./campaign-form-body";
import {
  toCampaignBody,
  viberCampaignFormSchema,
  viberCampaignFormValues,
} from "./campaign-form-checks";

const NOW = Date.UTC(2026, 10, 23, 10, 0);
const TEMPLATE = "Your order has been shipped.";
const schema = viberCampaignFormSchema({ timeZone: "UTC", now: () => NOW, templates: [TEMPLATE] });

const valid: ViberCampaignFormValues = {
  ...defaultFormValues,
  task_name: "Spring sale",
  sender_id: 1,
  phones_text: "380501234567",
  message: "Spring sale!",
};
const button = { button_on: true, button_text: "Shop", button_link: "https://shop.example/spring" };
const image = { image_on: true, image_link: "https://shop.example/spring.png" };

/** field → message for the values patched onto a valid form */
function errors(patch: Partial<ViberCampaignFormValues>): Record<string, string> {
  const r = schema.safeParse({ ...valid, ...patch });
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("the four allowed combinations, as the form builds them", () => {
  it.each([
    ["system, text only", { message_type: 3 as const, message: TEMPLATE }, "text"],
    ["promo, text only", {}, "text"],
    ["promo, text + button + image", { ...button, ...image }, "text-button-image"],
    ["promo, text + button", button, "text-button"],
    ["promo, image only", { text_on: false, ...image }, "image"],
  ])("%s passes and is sent as %s", (_, patch, combination) => {
    expect(errors(patch)).toEqual({});
    const body = viberCampaignCreateSchema.parse(toCampaignBody({ ...valid, ...patch }));
    expect(messageCombination(body)).toBe(combination);
  });

  it("sends null, not an empty string, for an image-only message", () => {
    expect(toCampaignBody({ ...valid, text_on: false, ...image }).message).toBeNull();
  });
});

describe("forbidden combinations are refused on the field to fix", () => {
  it.each([
    [
      "system with a button",
      { message_type: 3 as const, message: TEMPLATE, ...button },
      "button_on",
      /text only/,
    ],
    [
      "system with an image",
      { message_type: 3 as const, message: TEMPLATE, ...image },
      "image_on",
      /text only/,
    ],
    ["text with an image but no button", image, "button_on", /needs a button/],
    ["a button without text", { text_on: false, ...button }, "message", /text or an image/],
    [
      "a button and an image without text",
      { text_on: false, ...button, ...image },
      "message",
      /button needs message text/,
    ],
    ["nothing at all", { text_on: false }, "message", /text or an image/],
  ])("%s", (_, patch, field, message) => {
    expect(errors(patch)[field]).toMatch(message);
  });

  it("keeps the typed text when the text is switched off (nothing lost)", () => {
    const body = toCampaignBody({ ...valid, text_on: false, ...image });
    expect(body.message).toBeNull();
    expect(valid.message).toBe("Spring sale!");
  });
});

describe("limits at their edges", () => {
  const phones = (n: number) =>
    Array.from({ length: n }, (_, i) => String(380_501_000_000 + i)).join("\n");

  it("1000 recipients pass, 1001 do not", () => {
    expect(errors({ phones_text: phones(VIBER_LIMITS.MAX_RECIPIENTS) })).toEqual({});
    expect(errors({ phones_text: phones(VIBER_LIMITS.MAX_RECIPIENTS + 1) }).phones_text).toBe(
      "At most 1000 recipients",
    );
  });

  it("1000 characters pass, 1001 do not", () => {
    expect(errors({ message: "a".repeat(1000) })).toEqual({});
    expect(errors({ message: "a".repeat(1001) }).message).toBe("At most 1000 characters");
  });

  it("a live time of 1 minute passes, less does not, and 24 h is the most", () => {
    expect(errors({ live_hours: 0, live_minutes: 1 })).toEqual({});
    expect(errors({ live_hours: 0, live_minutes: 0 }).live_hours).toMatch(/1 min to 24 h/);
    expect(errors({ live_hours: 24, live_minutes: 0 })).toEqual({});
    expect(errors({ live_hours: 24, live_minutes: 1 }).live_hours).toMatch(/1 min to 24 h/);
    expect(errors({ live_minutes: 60 }).live_hours).toMatch(/0 to 59/);
    expect(errors({ live_hours: Number.NaN }).live_hours).toMatch(/whole number/);
  });

  it("the shared schema refuses 59 seconds and takes 60 (the form's minute steps land on it)", () => {
    const body = { ...toCampaignBody(valid) };
    expect(viberCampaignCreateSchema.safeParse({ ...body, message_live_time: 60 }).success).toBe(
      true,
    );
    expect(viberCampaignCreateSchema.safeParse({ ...body, message_live_time: 59 }).success).toBe(
      false,
    );
  });

  it("stretch time is 0 to 5 whole hours", () => {
    expect(errors({ stretch_time: 5 })).toEqual({});
    expect(errors({ stretch_time: 6 }).stretch_time).toBe("At most 5 hours");
    expect(errors({ stretch_time: -1 }).stretch_time).toBe("At least 0 hours");
    expect(errors({ stretch_time: 1.5 }).stretch_time).toMatch(/whole hours/);
  });
});

describe("other fields", () => {
  it("converts hours and minutes, and a local date and time, for the API", () => {
    const body = toCampaignBody({
      ...valid,
      live_hours: 1,
      live_minutes: 30,
      timing: "scheduled",
      send_at: "2026-11-24T09:15",
    });
    expect(body.message_live_time).toBe(5400);
    expect(body.send_date).toBe("2026-11-24 09:15:00");
  });

  it("refuses a time that has passed in the account's zone", () => {
    expect(errors({ timing: "scheduled", send_at: "2026-11-23T09:59" }).send_at).toMatch(/passed/);
    expect(errors({ timing: "scheduled", send_at: "2026-11-23T10:01" })).toEqual({});
    expect(errors({ timing: "scheduled", send_at: "" }).send_at).toMatch(/Choose/);
  });

  it("a system message must be an approved template's text", () => {
    expect(errors({ message_type: 3, message: "Anything else" }).message).toMatch(
      /approved template/,
    );
    const noList = viberCampaignFormSchema({ timeZone: "UTC", now: () => NOW, templates: null });
    expect(noList.safeParse({ ...valid, message_type: 3, message: "Unknown" }).success).toBe(true);
  });

  it("lists invalid numbers instead of dropping them, and normalises the rest", () => {
    expect(errors({ phones_text: "380501234567, hello; 0671234567" }).phones_text).toMatch(
      /1 entry is not a valid phone number/,
    );
    const body = toCampaignBody({
      ...valid,
      phones_text: "050 123 45 67\n+380501234567\n0671234567",
    });
    expect(body.recipients).toEqual(["380501234567", "380671234567"]);
  });

  it("sends an address book instead of numbers when one is chosen", () => {
    expect(errors({ audience: "book" }).address_book).toBe("Choose an address book");
    const body = toCampaignBody({ ...valid, audience: "book", address_book: 4 });
    expect(body).toMatchObject({ address_book: 4 });
    expect(body).not.toHaveProperty("recipients");
  });

  it("needs a name, a sender, and SMS text when SMS re-sending is on", () => {
    expect(errors({ task_name: " " }).task_name).toBe("The campaign needs a name");
    expect(errors({ sender_id: null }).sender_id).toBe("Choose a sender");
    expect(errors({ resend_sms: true }).sms_text).toMatch(/SMS text/);
    expect(errors({ resend_sms: true, sms_text: "Sale!" })).toEqual({});
  });

  it("places server field paths on form fields", () => {
    expect(fieldForBodyPath(["additional", "button", "link"], "phones")).toBe("button_link");
    expect(fieldForBodyPath(["recipients", 3], "phones")).toBe("phones_text");
    expect(fieldForBodyPath(["recipients"], "book")).toBe("address_book");
    expect(fieldForBodyPath(["message_live_time"], "phones")).toBe("live_hours");
    expect(fieldForBodyPath(["send_date"], "phones")).toBe("send_at");
    expect(fieldForBodyPath(["nonsense"], "phones")).toBeNull();
  });

  it("restores a draft's known fields and ignores the rest", () => {
    const restored = formValuesFromDraft({ task_name: "Saved", live_hours: "x", extra: 1 });
    expect(restored.task_name).toBe("Saved");
    expect(restored.live_hours).toBe(defaultFormValues.live_hours);
    expect(restored).not.toHaveProperty("extra");
  });

  it("reads a draft's fields as the form's zod shape does (the page restores drafts without zod)", () => {
    const shape = viberCampaignFormValues.shape;
    expect(Object.keys(FORM_FIELD_TYPES).sort()).toEqual(Object.keys(shape).sort());
    const samples = [
      "",
      "x",
      "now",
      "scheduled",
      "book",
      "phones",
      0,
      2,
      3,
      -1,
      1.5,
      NaN,
      Infinity,
      null,
      undefined,
      true,
      false,
      {},
      [],
    ];
    const value = fc.oneof(fc.constantFrom(...samples), fc.jsonValue(), fc.double());
    for (const [field, holds] of Object.entries(FORM_FIELD_TYPES)) {
      const zodField = shape[field as keyof typeof shape];
      for (const v of samples)
        expect(holds(v), `${field} ${inspect(v)}`).toBe(zodField.safeParse(v).success);
      fc.assert(
        fc.property(value, (v) => {
          expect(holds(v)).toBe(zodField.safeParse(v).success);
        }),
        { numRuns: 200 },
      );
    }
  });
});

describe("relatedFields", () => {
  it("re-checks every field one edit can affect", () => {
    expect(relatedFields("image_on")).toContain("button_on");
    expect(relatedFields("text_on")).toContain("message");
    expect(relatedFields("live_minutes")).toEqual(["live_hours", "live_minutes"]);
    expect(relatedFields("audience")).toContain("address_book");
    expect(relatedFields("task_name")).toEqual(["task_name"]);
    expect(relatedFields("nonsense")).toEqual([]);
  });
});
