import type { DraftField } from "@/components/drafts/draft-conflict-content";
import type { ViberSender } from "@/lib/schemas/resources/viber";
import { defaultFormValues, formValuesFromDraft } from "@/lib/schemas/viber/campaign-form";

/** A stored draft's data as the composer's values (none: the empty form). */
export const composerValuesOf = (data: Record<string, unknown> | null) =>
  data ? formValuesFromDraft(data) : defaultFormValues;

const lines = (v: unknown) => {
  const n = typeof v === "string" ? v.split("\n").filter((l) => l.trim()).length : 0;
  return n === 0 ? "(empty)" : `${n.toLocaleString("en")} ${n === 1 ? "line" : "lines"}`;
};

/** The composer's fields as the draft conflict dialog compares them, in the form's order. */
export function composerDraftFields(senders: readonly ViberSender[] | undefined): DraftField[] {
  return [
    { key: "task_name", label: "Campaign name" },
    { key: "message_type", label: "Message type", show: (v) => (v === 3 ? "System" : "Promo") },
    {
      key: "sender_id",
      label: "Sender",
      show: (v) =>
        v === null
          ? "(none)"
          : (senders?.find((s) => s.id === v)?.name ??
            `Sender #${typeof v === "number" ? v : "?"}`),
    },
    { key: "text_on", label: "Text part" },
    { key: "message", label: "Message text" },
    { key: "button_on", label: "Button part" },
    { key: "button_text", label: "Button text" },
    { key: "button_link", label: "Button link" },
    { key: "image_on", label: "Image part" },
    { key: "image_link", label: "Image link" },
    {
      key: "audience",
      label: "Send to",
      show: (v) => (v === "book" ? "An address book" : "Phone numbers"),
    },
    { key: "address_book", label: "Address book" },
    { key: "phones_text", label: "Phone numbers", show: lines },
    { key: "country", label: "Country for numbers without a code" },
    { key: "live_hours", label: "Live time, hours" },
    { key: "live_minutes", label: "Live time, minutes" },
    {
      key: "timing",
      label: "When",
      show: (v) =>
        v === "scheduled"
          ? "At a date and time"
          : v === "local"
            ? "At each recipient's local time"
            : "Now",
    },
    { key: "send_at", label: "Date and time" },
    { key: "local_date", label: "Date in each recipient's timezone" },
    { key: "local_time", label: "Time in each recipient's timezone" },
    { key: "quiet_move", label: "Move recipients out of quiet hours" },
    { key: "stretch_time", label: "Spread delivery over (hours)" },
    { key: "resend_sms", label: "Re-send as SMS" },
    { key: "sms_text", label: "SMS text" },
    { key: "sms_sender_name", label: "SMS sender name" },
  ];
}
