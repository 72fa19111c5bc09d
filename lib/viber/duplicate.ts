import { VIBER_MESSAGE_TYPE } from "@messaging-console/contract/viber/content";

import type { CampaignStatistics } from "@/lib/schemas/resources";
import { defaultFormValues, type ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";
import { splitLiveTime } from "@/lib/schemas/viber/timing";

/** What the record does not hold is as for a new campaign (no SMS re-send: no SMS text stored). */
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
