import type { SavedDraft } from "@/lib/drafts/schema";

export type DraftStatus =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "saving" }
  | { state: "saved"; at: string }
  | { state: "conflict" }
  | { state: "error"; message: string };

/** A save refused because another tab or window saved first: the two, for the person to choose. */
export interface DraftConflict {
  /** the form's values as a draft keeps them */
  mine: Record<string, unknown>;
  /** what is stored (null: discarded), and its values as the form would hold them */
  theirs: SavedDraft | null;
  theirsValues: Record<string, unknown>;
}

/** The form as the saver sees it: its values as a draft's JSON, and loading a draft into it. */
export interface DraftFormPort {
  current: () => string;
  /** a stored draft's data as the form would hold it, as JSON (null: the empty form) */
  jsonOf: (data: Record<string, unknown> | null) => string;
  load: (data: Record<string, unknown> | null) => void;
}

export interface DraftSaverEvents {
  status: (s: DraftStatus) => void;
  conflict: (c: DraftConflict | null) => void;
}
