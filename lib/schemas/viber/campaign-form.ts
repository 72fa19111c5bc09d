import { VIBER_LIMITS, VIBER_MESSAGE_TYPE } from "@messaging-console/contract/viber/content";

import { formatLiveTime } from "./timing";

/**
 * The composer's form values and their conversion to POST /viber's body, without zod or
 * libphonenumber: the checks (campaign-form-checks.ts) load when the form is first checked.
 */
export interface ViberCampaignFormValues {
  task_name: string;
  message_type: 2 | 3;
  sender_id: number | null;
  /** half-typed is NaN, which the checks explain */
  live_hours: number;
  live_minutes: number;
  /** local: at `local_time` on `local_date` in each recipient's own timezone */
  timing: "now" | "scheduled" | "local";
  /** read in the account's timezone */
  send_at: string;
  /** YYYY-MM-DD and HH:MM, read in each recipient's timezone */
  local_date: string;
  local_time: string;
  /** a scheduled send's recipients inside quiet hours go when those end where they are */
  quiet_move: boolean;
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
  local_date: "",
  local_time: "10:00",
  quiet_move: false,
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
const isNumberInput = (v: unknown) =>
  typeof v === "number" && (Number.isFinite(v) || Number.isNaN(v));
const isIdOrNull = (v: unknown) => v === null || (typeof v === "number" && Number.isFinite(v));
const oneOf =
  (...values: readonly unknown[]) =>
  (v: unknown) =>
    values.includes(v);

/** For reading a saved draft back; a test keeps it in step with the zod form object. */
export const FORM_FIELD_TYPES: Record<FormField, (v: unknown) => boolean> = {
  task_name: isString,
  message_type: oneOf(VIBER_MESSAGE_TYPE.promo, VIBER_MESSAGE_TYPE.system),
  sender_id: isIdOrNull,
  live_hours: isNumberInput,
  live_minutes: isNumberInput,
  timing: oneOf("now", "scheduled", "local"),
  send_at: isString,
  local_date: isString,
  local_time: isString,
  quiet_move: isBoolean,
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

export function formValuesFromDraft(data: Record<string, unknown>): ViberCampaignFormValues {
  const out: Record<string, unknown> = { ...defaultFormValues };
  for (const [key, holds] of Object.entries(FORM_FIELD_TYPES))
    if (holds(data[key])) out[key] = data[key];
  return out as unknown as ViberCampaignFormValues;
}

/** The checks are cross-field: a re-check after an edit refreshes the whole group. */
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
  // a local-time send's groups depend on the phones (their zones) as much as on the time
  [
    "audience",
    "address_book",
    "phones_text",
    "country",
    "timing",
    "send_at",
    "local_date",
    "local_time",
    "quiet_move",
  ],
  ["resend_sms", "sms_text", "sms_sender_name"],
];

export function relatedFields(name: string): FormField[] {
  const group = FIELD_GROUPS.find((g) => (g as readonly string[]).includes(name));
  return group ? [...group] : name in defaultFormValues ? [name as FormField] : [];
}
