import { z } from "zod";

import type { Permission } from "../permissions";

/**
 * Unsent work kept per user in the console database (one draft per kind), so a
 * reload or a failed submission loses nothing. Each kind needs the permission of
 * the write it prepares.
 */
export const DRAFT_KINDS = {
  "viber-campaign": "campaigns:write",
  email: "email:send",
} as const satisfies Record<string, Permission>;
export type DraftKind = keyof typeof DRAFT_KINDS;

/** A draft is the form's own values; bounded so a runaway paste cannot fill the database. */
export const DRAFT_MAX_BYTES = 512 * 1024;

export const draftSaveSchema = z.object({
  data: z
    .record(z.string().max(64), z.unknown())
    .refine((data) => JSON.stringify(data).length <= DRAFT_MAX_BYTES, {
      error: `A draft holds at most ${DRAFT_MAX_BYTES / 1024} KB`,
    }),
});
export type DraftSave = z.infer<typeof draftSaveSchema>;

/** GET's answer: the saved draft, or null when there is none. */
export interface DraftReply {
  draft: { data: Record<string, unknown>; updatedAt: string } | null;
}
