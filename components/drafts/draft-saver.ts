import * as drafts from "@/lib/drafts/queries";
import type { DraftKind, SavedDraft } from "@/lib/drafts/schema";
import { errorMessage } from "@/lib/queries/api-client";

import { reconcile } from "./draft-sync";
import type { DraftConflict, DraftFormPort, DraftSaverEvents, DraftStatus } from "./draft-types";
import { forgetUnsent, keepUnsent, unsentLanded, type UnsentEdit } from "./unsent-edit";

export type { DraftConflict, DraftStatus } from "./draft-types";

const DEBOUNCE_MS = 800;
const parse = (json: string) => JSON.parse(json) as Record<string, unknown>;

/**
 * One form's draft: each save based on the version the form was opened on or
 * last saved (a save over a draft another tab changed meanwhile is refused, and
 * the person chooses), one save at a time, nothing sent while the stored draft is
 * being read (`revalidate`) or a conflict is open.
 */
export class DraftSaver {
  private base: number | null;
  /** the form's JSON at `base` (null: not known, so anything differs) */
  private lastSaved: string | null;
  private savedAt: string | null;
  private held: boolean;
  private paused = false;
  private inConflict: DraftConflict | null = null;
  /** an edit waits for its debounced save */
  private pending = false;
  /** the JSON of the save on its way, and its request */
  private sending: string | null = null;
  private run: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** flushes in order: each save is based on the version the one before it made */
  private chain: Promise<unknown> = Promise.resolve();
  /** told when the form now holds a stored draft it was not opened on */
  private loaded: ((d: SavedDraft | null) => void) | undefined;
  /** the form's JSON kept in the session as the page went (see leave) */
  private leftWith: string | null = null;
  /** the status last shown: a keystroke that changes nothing re-renders nothing */
  private shown: string;

  /** the draft the form opened on may be an older page's copy: it is read before any save */
  readonly stale: boolean;

  constructor(
    private readonly kind: DraftKind,
    opened: SavedDraft | null,
    /** opened with this document (not Back, not a client navigation) */
    fresh: boolean,
    private readonly form: DraftFormPort,
    private readonly on: DraftSaverEvents,
    private readonly api: Pick<typeof drafts, "saveDraft" | "fetchDraft" | "deleteDraft"> = drafts,
  ) {
    this.base = opened?.version ?? null;
    this.lastSaved = form.current();
    this.savedAt = opened?.updatedAt ?? null;
    this.held = this.stale = !fresh;
    this.shown = JSON.stringify(this.initialStatus());
  }

  private status(s: DraftStatus): void {
    const key = JSON.stringify(s);
    if (key === this.shown) return;
    this.shown = key;
    this.on.status(s);
  }

  /** The status to show before anything happened. */
  initialStatus(): DraftStatus {
    if (this.held) return { state: "checking" };
    return this.savedAt ? { state: "saved", at: this.savedAt } : { state: "idle" };
  }

  onLoaded(listener: ((d: SavedDraft | null) => void) | undefined): void {
    this.loaded = listener;
  }

  /** The form's values changed. */
  edited(): void {
    if (this.paused || this.inConflict) return;
    this.pending = true;
    if (this.held) return;
    clearTimeout(this.timer);
    // Shown at once, so nobody takes an older "saved" for the latest edit.
    this.status({ state: "saving" });
    this.timer = setTimeout(() => void this.flush(), DEBOUNCE_MS);
  }

  /** Saves the form's values (as they are once the save before has been answered). */
  flush(): Promise<unknown> {
    clearTimeout(this.timer);
    this.pending = false;
    this.chain = this.chain.then(async () => {
      // a save sent as the page was left may have started meanwhile: after it
      while (this.run) await this.run;
      if (this.paused || this.held || this.inConflict) return;
      const json = this.form.current();
      if (json === this.lastSaved) return this.settle();
      await this.put(json);
    });
    return this.chain;
  }

  /** Leaving (hidden, a link, unmounted): what is unsaved goes now, and is kept in the session. */
  leave(): void {
    if (this.paused || this.inConflict || this.held) return;
    const json = this.form.current();
    if (this.sending === null && json === this.lastSaved) return;
    clearTimeout(this.timer);
    this.pending = false;
    // a save on its way is kept too: the next page may be read before it lands
    keepUnsent(this.kind, { base: this.base, json, inflight: this.sending });
    this.leftWith = json;
    // one behind a save on its way would be refused; the next page sends it
    if (this.sending === null) void this.put(json);
  }

  /** Resolves once nothing is queued or on its way. */
  async idle(): Promise<void> {
    await this.chain.catch(() => {});
    while (this.run) await this.run;
  }

  /** May a quiet re-read start (nothing held, paused or open)? */
  get quiet(): boolean {
    return !this.paused && !this.inConflict && !this.held;
  }

  /** Reads the stored draft and squares the form with it (`unsent`: an edit the last page left). */
  async revalidate(unsent: UnsentEdit | null, quiet = false): Promise<void> {
    // back on this page (no `unsent`): it holds the edit itself, so what it left is forgotten
    if (!unsent && this.leftWith !== null) forgetUnsent(this.kind);
    this.leftWith = null;
    this.held = true;
    clearTimeout(this.timer);
    if (!quiet) this.status({ state: "checking" });
    try {
      await this.idle();
      const read = () => this.api.fetchDraft(this.kind);
      const jsonOf = (d: SavedDraft | null) => this.form.jsonOf(d?.data ?? null);
      const draft = unsent ? await unsentLanded(unsent, read, jsonOf) : await read();
      if (unsent) {
        this.form.load(parse(unsent.json));
        if (unsent.base !== this.base) this.lastSaved = null;
        this.base = unsent.base;
        if (unsent.inflight && jsonOf(draft) === unsent.inflight) {
          this.base = draft?.version ?? null;
          this.lastSaved = unsent.inflight;
        }
      }
      const stored = { draft, json: jsonOf(draft) };
      const current = this.form.current();
      const { action } = reconcile({ base: this.base, lastSaved: this.lastSaved, current, stored });
      this.held = false;
      if (action === "conflict") return this.openConflict(draft);
      if (action === "load") {
        this.form.load(draft?.data ?? null);
        this.loaded?.(draft);
      }
      if (action !== "keep") {
        this.base = draft?.version ?? null;
        this.lastSaved = stored.json;
        this.savedAt = draft?.updatedAt ?? null;
        forgetUnsent(this.kind);
      }
      this.pending = false;
      if (this.form.current() !== this.lastSaved) void this.flush();
      else this.settle();
    } catch (err) {
      this.held = false;
      this.status({ state: "error", message: errorMessage(err) });
    }
  }

  /** The person's choice: the stored draft into the form, or the form saved over it. */
  resolve(choice: "load" | "keep"): void {
    const theirs = this.inConflict?.theirs ?? null;
    this.inConflict = null;
    this.base = theirs?.version ?? null;
    this.savedAt = theirs?.updatedAt ?? null;
    this.on.conflict(null);
    forgetUnsent(this.kind);
    if (choice === "load") {
      this.form.load(theirs?.data ?? null);
      this.lastSaved = this.form.current();
      this.pending = false;
      this.loaded?.(theirs);
      this.settle();
    } else {
      this.lastSaved = null;
      void this.flush();
    }
  }

  async pause(): Promise<void> {
    this.paused = true;
    clearTimeout(this.timer);
    await this.idle();
  }

  resume(): void {
    this.paused = false;
    void this.flush();
  }

  /**
   * Deletes the stored draft; `json` (the form's next values) becomes the baseline.
   * `stop`: the form is done (its campaign was created): nothing of it is saved
   * again, not even as the page is left.
   */
  async discard(json: string, stop = false): Promise<void> {
    await this.pause();
    try {
      await this.api.deleteDraft(this.kind);
      forgetUnsent(this.kind);
      this.base = null;
      this.lastSaved = json;
      this.savedAt = null;
      this.pending = false;
      this.status({ state: "idle" });
    } finally {
      this.paused = stop;
    }
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private settle(): void {
    if (this.paused || this.pending || this.held || this.inConflict) return;
    this.status(this.savedAt ? { state: "saved", at: this.savedAt } : { state: "idle" });
  }

  private openConflict(theirs: SavedDraft | null): void {
    clearTimeout(this.timer);
    this.pending = false;
    this.inConflict = {
      mine: parse(this.form.current()),
      theirs,
      theirsValues: parse(this.form.jsonOf(theirs?.data ?? null)),
    };
    this.on.conflict(this.inConflict);
    this.status({ state: "conflict" });
  }

  /** Starts the save of `json` now (nothing else is on its way). */
  private put(json: string): Promise<void> {
    this.sending = json;
    this.status({ state: "saving" });
    const run = this.api
      .saveDraft(this.kind, parse(json), this.base)
      .then(
        (reply) => {
          if (!reply.ok) return this.openConflict(reply.current);
          this.base = reply.saved.version;
          this.lastSaved = json;
          this.savedAt = reply.saved.updatedAt;
          // what the page left as it went stays kept: the next page may have read the draft first
          if (json !== this.leftWith) forgetUnsent(this.kind, json);
          this.settle();
        },
        (err: unknown) => this.status({ state: "error", message: errorMessage(err) }),
      )
      .finally(() => {
        this.sending = null;
        this.run = null;
      });
    this.run = run;
    return run;
  }
}
