import { zodResolver } from "@hookform/resolvers/zod";
import {
  viberCampaignCreateSchema,
  type ViberCampaignCreate,
} from "@messaging-console/contract/viber/campaign";
import { VIBER_LIMITS, VIBER_MESSAGE_TYPE } from "@messaging-console/contract/viber/content";
import type { CountryCode } from "libphonenumber-js/max";
import { z } from "zod";

import { zoneLabel } from "@/lib/datetime";
import { knownRecipients, rememberRecipients } from "@/lib/phone/known-lists";
import { normalisePhoneList } from "@/lib/phone/numbers";
import { CLOCK_TIME } from "@/lib/schemas/local-hours";

import { LIVE_TIME_RANGE, type FormField, type ViberCampaignFormValues } from "./campaign-form";
import { fieldForBodyPath, toCampaignBodyWith } from "./campaign-form-body";
import { formatLiveTime, liveTimeSeconds, sendInstant } from "./timing";
import { localTimeGroups } from "./zone-groups";

/** The form's own checks, then the shared body schema, so the rules and limits are the server's. */

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
  timing: z.enum(["now", "scheduled", "local"]),
  send_at: z.string(),
  local_date: z.string(),
  local_time: z.string(),
  quiet_move: z.boolean(),
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
}) satisfies z.ZodType<ViberCampaignFormValues>;

/** Read here only when the form is checked before the worker has answered. */
export function recipientsOf(v: Pick<ViberCampaignFormValues, "phones_text" | "country">) {
  const known = knownRecipients(v);
  if (known) return known;
  const value = normalisePhoneList(v.phones_text, v.country as CountryCode);
  rememberRecipients(v, value);
  return value;
}

export const toCampaignBody = (v: ViberCampaignFormValues) =>
  toCampaignBodyWith(v, () => recipientsOf(v).phones);

export function campaignBody(v: ViberCampaignFormValues): ViberCampaignCreate | null {
  const parsed = viberCampaignCreateSchema.safeParse(toCampaignBody(v));
  return parsed.success ? parsed.data : null;
}

export interface FormContext {
  timeZone: string;
  now?: () => number;
  /** null when the console cannot list them */
  templates?: readonly string[] | null;
  senderProblem?: (id: number) => string | null;
}

type Issue = { path: [FormField]; message: string };

function formIssues(v: ViberCampaignFormValues, ctx: FormContext): Issue[] {
  const out: Issue[] = [];
  const add = (field: FormField, message: string) => out.push({ path: [field], message });
  const senderProblem = v.sender_id === null ? null : ctx.senderProblem?.(v.sender_id);
  if (v.sender_id === null) add("sender_id", "Choose a sender");
  else if (senderProblem) add("sender_id", senderProblem);
  if (!Number.isInteger(v.live_hours) || v.live_hours < 0)
    add("live_hours", "Hours are a whole number");
  else if (!Number.isInteger(v.live_minutes) || v.live_minutes < 0 || v.live_minutes > 59)
    add("live_hours", "Minutes are a whole number from 0 to 59");
  if (!Number.isInteger(v.stretch_time))
    add(
      "stretch_time",
      `Enter whole hours from ${VIBER_LIMITS.MIN_STRETCH_HOURS} to ${VIBER_LIMITS.MAX_STRETCH_HOURS}`,
    );
  if (v.timing === "scheduled") {
    const at = sendInstant(v.send_at, ctx.timeZone);
    if (v.send_at === "") add("send_at", "Choose the date and time to send");
    else if (at === null) add("send_at", "Not a real date and time");
    else if (at < (ctx.now ?? Date.now)())
      add("send_at", `This time has already passed in ${ctx.timeZone}`);
  }
  if (v.timing === "local") localIssues(v, ctx).forEach((i) => out.push(i));
  if (v.audience === "book" && v.address_book === null)
    add("address_book", "Choose an address book");
  if (v.audience === "phones") {
    const { invalid } = recipientsOf(v);
    if (invalid.length > 0)
      add(
        "phones_text",
        `${invalid.length} ${invalid.length === 1 ? "entry is" : "entries are"} not a valid phone number: fix or remove ${invalid.length === 1 ? "it" : "them"} (listed below)`,
      );
    else if (v.phones_text.trim() === "") add("phones_text", "Enter at least one phone number");
  }
  if (v.text_on && v.message.trim() === "")
    add("message", "Write the message, or switch the text off for an image-only message");
  if (
    v.text_on &&
    v.message_type === VIBER_MESSAGE_TYPE.system &&
    ctx.templates &&
    !ctx.templates.includes(v.message)
  )
    add("message", "A system message must be exactly the text of an approved template");
  return out;
}

/** A send at a local time in each recipient's zone: a list of phones, a real date, none of it past. */
function localIssues(v: ViberCampaignFormValues, ctx: FormContext): Issue[] {
  const issue = (field: FormField, message: string): Issue[] => [{ path: [field], message }];
  if (v.audience === "book")
    return issue(
      "local_date",
      "Sending at each recipient's own time needs a list of phone numbers (the console cannot see an address book's numbers)",
    );
  if (v.local_date === "") return issue("local_date", "Choose the date to send");
  if (!CLOCK_TIME.test(v.local_time)) return issue("local_time", "Choose the time to send");
  const phones = recipientsOf(v).phones;
  const groups = localTimeGroups(phones.length ? phones : ["0"], {
    date: v.local_date,
    time: v.local_time,
    fallbackZone: ctx.timeZone,
  });
  if (!groups) return issue("local_date", "Not a real date");
  const now = (ctx.now ?? Date.now)();
  const past = groups.filter((g) => g.sendAt < now).map((g) => zoneLabel(g.zone!));
  if (past.length === 0) return [];
  return issue(
    "local_date",
    `${v.local_time} on ${v.local_date} has already passed in ${past.slice(0, 3).join(", ")}${past.length > 3 ? ` and ${past.length - 3} more zones` : ""}: choose a later date`,
  );
}

/** Each problem placed on the field a person would fix. */
export function viberCampaignFormSchema(ctx: FormContext) {
  return viberCampaignFormValues.superRefine((v, issues) => {
    const seen = new Set<FormField>();
    for (const issue of formIssues(v, ctx)) {
      if (seen.has(issue.path[0])) continue;
      seen.add(issue.path[0]);
      issues.addIssue({ code: "custom", ...issue });
    }
    const body = viberCampaignCreateSchema.safeParse(toCampaignBody(v));
    if (body.success) return;
    for (const issue of body.error.issues) {
      const field = fieldForBodyPath(issue.path, v.audience);
      if (field === null) {
        issues.addIssue({ code: "custom", path: ["root"], message: issue.message });
        continue;
      }
      if (seen.has(field)) continue;
      seen.add(field);
      const message =
        field === "live_hours"
          ? `The message lives ${LIVE_TIME_RANGE} (this is ${formatLiveTime(liveTimeSeconds(v.live_hours, v.live_minutes))})`
          : issue.message;
      issues.addIssue({ code: "custom", path: [field], message });
    }
  });
}

export const composerResolver = (ctx: FormContext) =>
  zodResolver<ViberCampaignFormValues, unknown, ViberCampaignFormValues>(
    viberCampaignFormSchema(ctx),
  );
