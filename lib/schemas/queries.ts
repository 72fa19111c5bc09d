import { emailIdSchema } from "@messaging-console/contract/email/lists";
import {
  BLACKLIST_SORTS,
  CAMPAIGN_SORTS,
  RECIPIENT_SORTS,
} from "@messaging-console/contract/limits";
import { z } from "zod";

import { EMAIL_OUTCOMES } from "@/lib/schemas/email/outcomes";
import { ENGAGEMENT_GROUPS } from "@/lib/schemas/viber/engagement";

export {
  BLACKLIST_SORTS,
  CAMPAIGN_SORTS,
  RECIPIENT_SORTS,
  type BlacklistSort,
  type CampaignSort,
} from "@messaging-console/contract/limits";

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const pageQuery = z.object({
  limit: int(1, 500).default(50),
  offset: int(0, 10_000_000).default(0),
});

export const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, "must be a numeric id")
    .transform(Number),
});
export const emailIdParams = z.object({ id: emailIdSchema });

export const day = z.iso.date("must be a date YYYY-MM-DD");

/** `summary=false`: without reading its recipients (fast, for polling). */
export const campaignViewQuery = z.object({
  summary: z
    .enum(["true", "false"], "must be true or false")
    .default("true")
    .transform((v) => v === "true"),
});

export const recipientsQuery = pageQuery.extend({
  /** a campaign's worth, so "New campaign to these" reads one page */
  limit: int(1, 1000).default(50),
  status: z.string().max(64).optional(),
  group: z.enum(ENGAGEMENT_GROUPS, "must be read, clicked, undelivered or error").optional(),
  q: z
    .string()
    .max(20)
    .regex(/^\+?[\d\s-]*$/, "digits only")
    .transform((v) => v.replace(/\D/g, ""))
    .optional(),
  sort: z.enum(RECIPIENT_SORTS).default("-send_date"),
  format: z.enum(["json", "csv"]).default("json"),
});
export type RecipientsQuery = z.output<typeof recipientsQuery>;

export const blacklistQuery = pageQuery.extend({
  q: z
    .string()
    .max(20)
    .transform((v) => v.replace(/\D/g, ""))
    .optional(),
  sort: z.enum(BLACKLIST_SORTS).default("-add_date"),
});

export const emailLogQuery = pageQuery.extend({
  from: day.optional(),
  to: day.optional(),
  sender: z.string().trim().max(254).optional(),
  recipient: z.string().trim().max(254).optional(),
  country: z.string().trim().max(64).optional(),
  outcome: z.enum(EMAIL_OUTCOMES).optional(),
  format: z.enum(["json", "csv"]).default("json"),
});
export type EmailLogQuery = z.output<typeof emailLogQuery>;

export const bouncesQuery = pageQuery.extend({
  date: day.optional(),
  limit: int(1, 1000).default(500),
});
export const unsubscribesQuery = pageQuery.extend({ date: day.optional() });
export const unsubscribeSearchQuery = z.object({ email: z.email("must be an email address") });

export const lookupBody = z.object({
  ids: z
    .array(emailIdSchema)
    .min(1, "Give at least one id")
    .max(20_000, "At most 20,000 ids at once"),
});

export const auditQuery = pageQuery.extend({
  user: z.coerce.number().int().positive().optional(),
  action: z.string().max(64).optional(),
  from: z.iso.datetime({ offset: true }).or(day).optional(),
  to: z.iso.datetime({ offset: true }).or(day).optional(),
  format: z.enum(["json", "csv"]).default("json"),
});

export const addressBooksQuery = z.object({
  limit: int(1, 100).default(100),
  offset: int(0, 1_000_000).default(0),
});

/** `status=waiting` stands for the upstream's null */
export const campaignListParams = pageQuery.extend({
  q: z.string().trim().max(100).optional(),
  status: z.string().trim().max(64).optional(),
  sort: z.enum(CAMPAIGN_SORTS).default("-created"),
  from: day.optional(),
  to: day.optional(),
  format: z.enum(["json", "csv"]).default("json"),
});
export type CampaignListParams = z.output<typeof campaignListParams>;

/** at most one page (100), with the send groups its console campaigns stand for */
export const campaignFiguresQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,12}(,\d{1,12}){0,299}$/, "must be up to 300 numeric ids, comma-separated")
    .transform((s) => [...new Set(s.split(",").map(Number))]),
});
