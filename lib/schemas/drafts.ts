import { z } from "zod";

import type { Permission } from "@/lib/permissions";

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
  /**
   * The version the edit was made on: null when the page had no draft. A save
   * based on another version than the stored one is refused (409
   * `draft_conflict`), so a stale tab or page never overwrites a newer draft.
   * Left out, the save overwrites whatever is stored (scripts, older pages).
   */
  baseVersion: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().optional(),
});
export type DraftSave = z.infer<typeof draftSaveSchema>;

export interface SavedDraft {
  data: Record<string, unknown>;
  updatedAt: string;
  /** bumped by every save (a number never given twice) */
  version: number;
}

/** GET's answer: the saved draft, or null when there is none. */
export interface DraftReply {
  draft: SavedDraft | null;
}

/** PUT's answer. */
export interface DraftSaved {
  updatedAt: string;
  version: number;
}

export const DRAFT_CONFLICT = "draft_conflict";

/** PUT's 409 when the save was based on another version: what is stored now (null: no draft). */
export interface DraftConflictReply {
  error: { code: typeof DRAFT_CONFLICT; message: string; draft: SavedDraft | null };
}
