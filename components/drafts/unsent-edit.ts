import type { DraftKind, SavedDraft } from "@/lib/drafts/schema";

/**
 * An edit the page had not saved when it went (reload, link, tab closed): kept
 * in this tab's sessionStorage as well as sent with keepalive, so the next page
 * of this tab puts it back even when the save lands after that page was read,
 * or never lands (over keepalive's 64 KB, offline). Signing out clears it with
 * the rest of sessionStorage (lib/auth/browser-storage.ts).
 */
export interface UnsentEdit {
  /** the version the edit was made on (null: no draft) */
  base: number | null;
  /** the draft's data as JSON */
  json: string;
  /** a save that was still on its way when the page went (its JSON), based on `base` */
  inflight: string | null;
}

const key = (kind: DraftKind) => `draft-unsent:${kind}`;

export function keepUnsent(kind: DraftKind, edit: UnsentEdit): void {
  try {
    sessionStorage.setItem(key(kind), JSON.stringify(edit));
  } catch {
    // storage full or blocked: the keepalive save is all there is
  }
}

/** Reads and removes the kept edit (null when there is none or it is not one). */
export function takeUnsent(kind: DraftKind): UnsentEdit | null {
  try {
    const raw = sessionStorage.getItem(key(kind));
    sessionStorage.removeItem(key(kind));
    const v = raw ? (JSON.parse(raw) as Partial<UnsentEdit>) : null;
    const base = v?.base;
    if (!v || typeof v.json !== "string" || !(base === null || typeof base === "number"))
      return null;
    return { base, json: v.json, inflight: typeof v.inflight === "string" ? v.inflight : null };
  } catch {
    return null;
  }
}

/** Forgets the kept edit once it is saved (only that one: `json` given) or given up. */
export function forgetUnsent(kind: DraftKind, json?: string): void {
  try {
    const raw = sessionStorage.getItem(key(kind));
    if (raw && (json === undefined || (JSON.parse(raw) as UnsentEdit).json === json))
      sessionStorage.removeItem(key(kind));
  } catch {
    // nothing kept
  }
}

/**
 * The stored draft once the kept edit's keepalive save has landed: read again
 * for a moment (about 1.5 s) while it is still the version the edit was based
 * on; then as it is (the save never arrived: the page sends the edit again).
 */
export async function unsentLanded(
  unsent: UnsentEdit,
  read: () => Promise<SavedDraft | null>,
  jsonOf: (d: SavedDraft | null) => string,
): Promise<SavedDraft | null> {
  let draft = await read();
  for (let ms = 100; ms < 1600 && (draft?.version ?? null) === unsent.base; ms *= 2) {
    if (jsonOf(draft) === unsent.json) break;
    await new Promise((r) => setTimeout(r, ms));
    draft = await read();
  }
  return draft;
}
