import type { ViberCampaignCreateInput } from "@messaging-console/contract/viber/campaign";

import type { FormField, ViberCampaignFormValues } from "./campaign-form";
import { liveTimeSeconds, localInputToUpstream } from "./timing";

/** The message content as the API sees it (what the combination rules look at). */
export function contentOf(v: ViberCampaignFormValues) {
  return {
    message_type: v.message_type,
    message: v.text_on ? v.message : null,
    additional: {
      button: v.button_on
        ? { text: v.button_text.trim() || undefined, link: v.button_link.trim() || undefined }
        : null,
      image: v.image_on ? { link: v.image_link.trim() } : null,
    },
  };
}

export function toCampaignBodyWith(
  v: ViberCampaignFormValues,
  phones: () => string[],
): ViberCampaignCreateInput {
  const content = contentOf(v);
  const resend = v.resend_sms
    ? {
        status: true,
        sms_text: v.sms_text.trim() || undefined,
        sms_sender_name: v.sms_sender_name.trim() || undefined,
      }
    : null;
  const additional = { ...content.additional, resend_sms: resend };
  const book = v.audience === "book";
  return {
    task_name: v.task_name,
    message_type: v.message_type,
    sender_id: v.sender_id ?? 0,
    message_live_time: liveTimeSeconds(v.live_hours, v.live_minutes),
    send_date: sendDateOf(v),
    stretch_time: v.stretch_time,
    ...(book ? { address_book: v.address_book } : { recipients: phones() }),
    message: content.message,
    ...(Object.values(additional).some((x) => x !== null) ? { additional } : {}),
  };
}

/**
 * The body's send time. A local-time send's groups each get their own (the
 * server's `send-plan`); its body carries the chosen day and hour, or "now"
 * while those are not complete (the form's own checks name what is missing).
 */
function sendDateOf(v: ViberCampaignFormValues): string {
  if (v.timing === "now") return "now";
  if (v.timing === "scheduled") return localInputToUpstream(v.send_at) ?? v.send_at;
  return localInputToUpstream(`${v.local_date}T${v.local_time}`) ?? "now";
}

/** Where a body path's problem is shown in the form. */
export function fieldForBodyPath(
  path: readonly PropertyKey[],
  audience: ViberCampaignFormValues["audience"],
): FormField | null {
  const [head, second, third] = path.map(String);
  switch (head) {
    case "task_name":
    case "message_type":
    case "sender_id":
    case "stretch_time":
    case "message":
    case "address_book":
      return head;
    case "message_live_time":
      return "live_hours";
    case "send_date":
      return "send_at";
    case "recipients":
      return audience === "book" ? "address_book" : "phones_text";
    case "additional":
      if (second === "button")
        return third === "text" ? "button_text" : third === "link" ? "button_link" : "button_on";
      if (second === "image") return third === "link" ? "image_link" : "image_on";
      if (second === "resend_sms")
        return third === "sms_sender_name" ? "sms_sender_name" : "sms_text";
      return null;
    default:
      return null;
  }
}
