import { describe, expect, it } from "vitest";

import type { CampaignStatistics } from "@/lib/schemas/resources";
import { defaultFormValues } from "@/lib/schemas/viber/campaign-form";

import { duplicateValues } from "./duplicate";

const record: CampaignStatistics = {
  id: 7,
  name: "Spring sale",
  message: "Up to 50% off",
  button_text: "Shop",
  button_link: "https://shop.example/spring",
  image_link: "https://shop.example/spring.png",
  address_book_ids: null,
  sender_name: "Demo Shop",
  sender_id: 3,
  message_live_time: 5400,
  send_date: "2026-11-01 10:00:00",
  status: "sent",
  created: "2026-10-30 09:00:00",
  stretch_time: 2,
  resend_sms: true,
  resend_sms_status: 1,
  statistic: { sent: 2, delivered: 2, read: 1, redirected: 0, undelivered: 0, errors: 0 },
};

describe("duplicateValues", () => {
  it("copies the message, button, image, sender, live time, stretch and phones", () => {
    const v = duplicateValues(record, ["380501112233", "380501112234"]);
    expect(v).toMatchObject({
      task_name: "Copy of Spring sale",
      message_type: 2,
      sender_id: 3,
      live_hours: 1,
      live_minutes: 30,
      stretch_time: 2,
      audience: "phones",
      address_book: null,
      phones_text: "+380501112233\n+380501112234",
      text_on: true,
      message: "Up to 50% off",
      button_on: true,
      button_link: "https://shop.example/spring",
      image_on: true,
      timing: "now",
      resend_sms: false,
    });
  });

  it("takes the address book instead of phones, and an approved template's text as a system message", () => {
    const v = duplicateValues(
      { ...record, address_book_ids: [12, 13], button_text: null, image_link: null },
      [],
      ["Up to 50% off"],
    );
    expect(v).toMatchObject({ audience: "book", address_book: 12, phones_text: "" });
    expect(v).toMatchObject({ message_type: 3, button_on: false, image_on: false });
    expect(duplicateValues({ ...record, message_live_time: null }, []).live_hours).toBe(
      defaultFormValues.live_hours,
    );
  });
});
