import type { NormalisedPhones } from "../phone/numbers";
import { formatLiveTime, liveTimeSeconds, localInputToUpstream } from "../viber/timing";
import type { ViberCampaignCreateInput } from "./viber-campaign";
import { VIBER_LIMITS, VIBER_MESSAGE_TYPE } from "./viber-content";

/**
 * The composer's form: the fields a person edits (hours and minutes, a local
 * date and time, pasted phones, part switches) and their conversion to the
 * body of POST /viber. Without zod or libphonenumber, which the page loads when
 * it first checks the form: the checks, and the reading of a pasted list on the
 * page, are in `viber-campaign-form-schema.ts`.
 */
export interface ViberCampaignFormValues {
  task_name: string;
  message_type: 2 | 3;
  sender_id: number | null;
  /** a number input's value: empty or half-typed is NaN, which the checks explain */
  live_hours: number;
  live_minutes: number;
  timing: "now" | "scheduled";
  /** datetime-local value, read in the account's timezone */
  send_at: string;
  stretch_time: number;
  audience: "book" | "phones";
  address_book: number | null;
  phones_text: string;
  country: string;
  text_on: boolean;
  message: string;
  button_on: boolean;
  button_text: string;
  button_link: string;
  image_on: boolean;
  image_link: string;
  resend_sms: boolean;
  sms_text: string;
  sms_sender_name: string;
}
export type FormField = keyof ViberCampaignFormValues;

export const LIVE_TIME_RANGE = `${formatLiveTime(VIBER_LIMITS.MIN_LIVE_TIME)} to ${formatLiveTime(VIBER_LIMITS.MAX_LIVE_TIME)}`;

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

const isString = (v: unknown) => typeof v === "string";
const isBoolean = (v: unknown) => typeof v === "boolean";
/** a number, NaN included (a half-typed number input), but not ±Infinity */
const isNumberInput = (v: unknown) =>
  typeof v === "number" && (Number.isFinite(v) || Number.isNaN(v));
const isIdOrNull = (v: unknown) => v === null || (typeof v === "number" && Number.isFinite(v));
const oneOf =
  (...values: readonly unknown[]) =>
  (v: unknown) =>
    values.includes(v);

/**
 * What each field holds, for reading a saved draft back. The same shapes as
 * `viberCampaignFormValues` (the zod object the form's checks start from);
 * `viber-campaign-form.test.ts` keeps the two in step.
 */
export const FORM_FIELD_TYPES: Record<FormField, (v: unknown) => boolean> = {
  task_name: isString,
  message_type: oneOf(VIBER_MESSAGE_TYPE.promo, VIBER_MESSAGE_TYPE.system),
  sender_id: isIdOrNull,
  live_hours: isNumberInput,
  live_minutes: isNumberInput,
  timing: oneOf("now", "scheduled"),
  send_at: isString,
  stretch_time: isNumberInput,
  audience: oneOf("book", "phones"),
  address_book: isIdOrNull,
  phones_text: isString,
  country: isString,
  text_on: isBoolean,
  message: isString,
  button_on: isBoolean,
  button_text: isString,
  button_link: isString,
  image_on: isBoolean,
  image_link: isString,
  resend_sms: isBoolean,
  sms_text: isString,
  sms_sender_name: isString,
};

/** A saved draft back into form values: known fields of the right type, the rest from defaults. */
export function formValuesFromDraft(data: Record<string, unknown>): ViberCampaignFormValues {
  const out: Record<string, unknown> = { ...defaultFormValues };
  for (const [key, holds] of Object.entries(FORM_FIELD_TYPES))
    if (holds(data[key])) out[key] = data[key];
  return out as unknown as ViberCampaignFormValues;
}

/**
 * Lists normalised lately, newest last: the page checks a list in the phone
 * worker and remembers the answer here, so the form's checks and the review
 * step (which ask synchronously, often) find it instead of reading 10,000
 * numbers on the main thread. A few entries, because the page alternates
 * between the text being typed and the text last checked.
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

/** Keeps a list normalised elsewhere (the phone worker, the form's checks) for `knownRecipients`. */
export function rememberRecipients(
  v: Pick<ViberCampaignFormValues, "phones_text" | "country">,
  value: NormalisedPhones,
) {
  remember(memoKey(v), value);
}

/** Whether the list has been read (a blank list, or one normalised already). */
export const recipientsKnown = (v: Pick<ViberCampaignFormValues, "phones_text" | "country">) =>
  v.phones_text.trim() === "" || memo.has(memoKey(v));

/**
 * The pasted list as last normalised (by the phone worker, or by the form's
 * checks), or null when this text in this country has not been read yet.
 */
export function knownRecipients(
  v: Pick<ViberCampaignFormValues, "phones_text" | "country">,
): NormalisedPhones | null {
  if (v.phones_text.trim() === "") return { phones: [], invalid: [], duplicates: [] };
  const key = memoKey(v);
  const known = memo.get(key);
  if (known) remember(key, known);
  return known ?? null;
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

/**
 * Form values → the body of POST /viber (before the shared schema parses it),
 * given the recipients the pasted list was read as.
 */
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
    send_date: v.timing === "now" ? "now" : (localInputToUpstream(v.send_at) ?? v.send_at),
    stretch_time: v.stretch_time,
    ...(book ? { address_book: v.address_book } : { recipients: phones() }),
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
