import type { CampaignStatistics } from "@/lib/schemas/resources";
import { defaultFormValues, type ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";
import { VIBER_MESSAGE_TYPE } from "@/lib/schemas/viber/content";

import { splitLiveTime } from "./timing";

/**
 * A campaign's record as the composer's values, for "Duplicate": its message,
 * button, image, sender, live time, stretch, and its address book or phones
 * (international digits). It is sent now unless the person changes it. What the
 * record does not hold is left as a new campaign has it: the message type is a
 * system one only when the text is an approved template's; the SMS re-send is
 * off (the record has no SMS text).
 */
export function duplicateValues(
  c: CampaignStatistics,
  phones: readonly string[],
  templates: readonly string[] = [],
): ViberCampaignFormValues {
  const live = c.message_live_time === null ? null : splitLiveTime(c.message_live_time);
  const book = c.address_book_ids?.[0] ?? null;
  return {
    ...defaultFormValues,
    task_name: `Copy of ${c.name || `campaign ${c.id}`}`.slice(0, 255),
    message_type:
      c.message && templates.includes(c.message)
        ? VIBER_MESSAGE_TYPE.system
        : VIBER_MESSAGE_TYPE.promo,
    sender_id: c.sender_id,
    ...(live ? { live_hours: live.hours, live_minutes: live.minutes } : {}),
    stretch_time: c.stretch_time,
    audience: book === null ? "phones" : "book",
    address_book: book,
    phones_text: book === null ? phones.map((p) => `+${p}`).join("\n") : "",
    text_on: !!c.message,
    message: c.message ?? "",
    button_on: !!c.button_text,
    button_text: c.button_text ?? "",
    button_link: c.button_link ?? "",
    image_on: !!c.image_link,
    image_link: c.image_link ?? "",
  };
}
