import type { CountryCode } from "libphonenumber-js";
import { z } from "zod";

import { normalisePhoneList, type NormalisedPhones } from "../phone";
import { liveTimeSeconds, localInputToUpstream } from "../viber-timing";
import { VIBER_MESSAGE_TYPE, type ViberCampaignCreateInput } from "./viber-campaign";

/**
 * The composer's form: the fields a person edits (hours and minutes, a local
 * date and time, pasted phones, part switches) and their conversion to the
 * body of POST /viber. The checks are in `viber-campaign-form-schema.ts`.
 */
/** A number input's value: empty or half-typed is NaN, which the checks below explain. */
const numberInput = z.number().or(z.nan());

export const viberCampaignFormValues = z.object({
  task_name: z.string(),
  message_type: z.union([
    z.literal(VIBER_MESSAGE_TYPE.promo),
    z.literal(VIBER_MESSAGE_TYPE.system),
  ]),
  sender_id: z.number().nullable(),
  live_hours: numberInput,
  live_minutes: numberInput,
  timing: z.enum(["now", "scheduled"]),
  /** datetime-local value, read in the account's timezone */
  send_at: z.string(),
  stretch_time: numberInput,
  audience: z.enum(["book", "phones"]),
  address_book: z.number().nullable(),
  phones_text: z.string(),
  country: z.string(),
  text_on: z.boolean(),
  message: z.string(),
  button_on: z.boolean(),
  button_text: z.string(),
  button_link: z.string(),
  image_on: z.boolean(),
  image_link: z.string(),
  resend_sms: z.boolean(),
  sms_text: z.string(),
  sms_sender_name: z.string(),
});
export type ViberCampaignFormValues = z.infer<typeof viberCampaignFormValues>;
export type FormField = keyof ViberCampaignFormValues;

export const defaultFormValues: ViberCampaignFormValues = {
  task_name: "",
  message_type: VIBER_MESSAGE_TYPE.promo,
  sender_id: null,
  live_hours: 24,
  live_minutes: 0,
  timing: "now",
  send_at: "",
  stretch_time: 0,
  audience: "phones",
  address_book: null,
  phones_text: "",
  country: "UA",
  text_on: true,
  message: "",
  button_on: false,
  button_text: "",
  button_link: "",
  image_on: false,
  image_link: "",
  resend_sms: false,
  sms_text: "",
  sms_sender_name: "",
};

/** A saved draft back into form values: known fields of the right type, the rest from defaults. */
export function formValuesFromDraft(data: Record<string, unknown>): ViberCampaignFormValues {
  const out: Record<string, unknown> = { ...defaultFormValues };
  for (const [key, field] of Object.entries(viberCampaignFormValues.shape)) {
    const parsed = field.safeParse(data[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as ViberCampaignFormValues;
}

/**
 * Lists normalised lately, newest last: the page checks a list in the phone
 * worker and remembers the answer here, so the resolver and the review step
 * (which ask synchronously, often) find it instead of reading 10,000 numbers
 * on the main thread. A few entries, because the page alternates between the
 * text being typed and the text last checked.
 */
const memo = new Map<string, NormalisedPhones>();
const MEMO_SIZE = 4;
const memoKey = (v: Pick<ViberCampaignFormValues, "phones_text" | "country">) =>
  `${v.country}\n${v.phones_text}`;

function remember(key: string, value: NormalisedPhones) {
  memo.delete(key);
  memo.set(key, value);
  while (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!);
}

/** Keeps a list normalised elsewhere (the phone worker) for `recipientsOf`. */
export function rememberRecipients(
  v: Pick<ViberCampaignFormValues, "phones_text" | "country">,
  value: NormalisedPhones,
) {
  remember(memoKey(v), value);
}

/** Whether `recipientsOf` would answer at once (a blank list, or one normalised already). */
export const recipientsKnown = (v: Pick<ViberCampaignFormValues, "phones_text" | "country">) =>
  v.phones_text.trim() === "" || memo.has(memoKey(v));

/** The pasted list, normalised (memoised: the resolver and the page both ask, often). */
export function recipientsOf(v: Pick<ViberCampaignFormValues, "phones_text" | "country">) {
  const key = memoKey(v);
  const known = memo.get(key);
  if (known) return known;
  const value = normalisePhoneList(v.phones_text, v.country as CountryCode);
  remember(key, value);
  return value;
}

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

/** Form values → the body of POST /viber (before the shared schema parses it). */
export function toCampaignBody(v: ViberCampaignFormValues): ViberCampaignCreateInput {
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
    send_date: v.timing === "now" ? "now" : (localInputToUpstream(v.send_at) ?? v.send_at),
    stretch_time: v.stretch_time,
    ...(book ? { address_book: v.address_book } : { recipients: recipientsOf(v).phones }),
    message: content.message,
    ...(Object.values(additional).some((x) => x !== null) ? { additional } : {}),
  };
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

/**
 * Fields whose problems one edit can change (the checks are cross-field: the
 * parts decide the combination, hours and minutes make one live time…), so a
 * re-check after an edit refreshes the whole group and no stale message stays.
 */
const FIELD_GROUPS: readonly (readonly FormField[])[] = [
  [
    "message_type",
    "text_on",
    "message",
    "button_on",
    "button_text",
    "button_link",
    "image_on",
    "image_link",
  ],
  ["live_hours", "live_minutes"],
  ["audience", "address_book", "phones_text", "country"],
  ["timing", "send_at"],
  ["resend_sms", "sms_text", "sms_sender_name"],
];

export function relatedFields(name: string): FormField[] {
  const group = FIELD_GROUPS.find((g) => (g as readonly string[]).includes(name));
  return group ? [...group] : name in defaultFormValues ? [name as FormField] : [];
}
