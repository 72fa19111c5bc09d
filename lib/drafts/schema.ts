import { z } from "zod";

import type { Permission } from "@/lib/permissions";

/** Kept per user in the database, so a reload or a failed submission loses nothing. */
export const DRAFT_KINDS = {
  "viber-campaign": "campaigns:write",
  email: "email:send",
} as const satisfies Record<string, Permission>;
export type DraftKind = keyof typeof DRAFT_KINDS;

/** bounded so a runaway paste cannot fill the database */
export const DRAFT_MAX_BYTES = 512 * 1024;

export const draftSaveSchema = z.object({
  data: z
    .record(z.string().max(64), z.unknown())
    .refine((data) => JSON.stringify(data).length <= DRAFT_MAX_BYTES, {
      error: `A draft holds at most ${DRAFT_MAX_BYTES / 1024} KB`,
    }),
  /** null: the page had none. Another version than stored is 409, so a stale tab never overwrites. */
  baseVersion: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().optional(),
});
export type DraftSave = z.infer<typeof draftSaveSchema>;

export interface SavedDraft {
  data: Record<string, unknown>;
  updatedAt: string;
  /** never given twice */
  version: number;
}

export interface DraftReply {
  draft: SavedDraft | null;
}

export interface DraftSaved {
  updatedAt: string;
  version: number;
}

export const DRAFT_CONFLICT = "draft_conflict";

/** what is stored now (null: no draft) */
export interface DraftConflictReply {
  error: { code: typeof DRAFT_CONFLICT; message: string; draft: SavedDraft | null };
}
