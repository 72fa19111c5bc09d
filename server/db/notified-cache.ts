import "server-only";

import type { LRUCache } from "lru-cache";

import { byteBoundedCache } from "@/server/memory/byte-budgets";

import { database } from "./client";

type Handle = Awaited<ReturnType<typeof database>>;

/**
 * Rows every instance keeps fresh: `forget` tells the others by NOTIFY, and `ttlMs` bounds a
 * missed message. Nothing is cached before LISTEN is in place. Kept on globalThis under
 * `name`: routes and pages are separate bundles, and a route's change must reach the pages.
 */
export interface NotifiedCache<V> {
  /** the cached value, or `load`ed (and kept unless undefined); `ttlMs` overrides the lifetime */
  get(key: string, load: () => Promise<V | undefined>, ttlMs?: number): Promise<V | undefined>;
  /** drops `key` ("*": everything) here and on the other instances */
  forget(key: string): Promise<void>;
  /** entries held and the bytes they count against `maxBytes` (tests, diagnostics) */
  usage(): Promise<{ entries: number; bytes: number }>;
}

interface State<V extends NonNullable<unknown>> {
  entries: LRUCache<string, { value: V; at: number }>;
  ttlMs: number;
  generation: number;
}

export function notifiedCache<V extends NonNullable<unknown>>(opts: {
  /** globalThis key and NOTIFY channel */
  channel: string;
  ttlMs: { pglite: number; postgres: number };
  /** entries kept at most (the least recently used go first) */
  maxEntries: number;
  /** bytes kept at most, as approximateBytes counts key and value (server/memory/byte-budgets.ts) */
  maxBytes: number;
}): NotifiedCache<V> {
  const registry = globalThis as unknown as Record<string, WeakMap<object, Promise<State<V>>>>;
  const states = (registry[`__notifiedCache:${opts.channel}`] ??= new WeakMap());

  const drop = (state: State<V>, key: string) => {
    state.generation++;
    if (key === "*") state.entries.clear();
    else state.entries.delete(key);
  };

  async function create(handle: Handle): Promise<State<V>> {
    const state: State<V> = {
      entries: byteBoundedCache({ max: opts.maxEntries, maxBytes: opts.maxBytes }),
      ttlMs: opts.ttlMs[handle.kind],
      generation: 0,
    };
    if (handle.listen) {
      try {
        await handle.listen(opts.channel, (key) => drop(state, key));
      } catch (err) {
        state.ttlMs = 0;
        console.warn(`[console] ${opts.channel}: LISTEN failed, not caching (${String(err)})`);
      }
    }
    return state;
  }

  async function stateFor(handle: Handle): Promise<State<V>> {
    let state = states.get(handle);
    if (!state) {
      state = create(handle);
      states.set(handle, state);
    }
    return state;
  }

  return {
    async get(key, load, ttlMs) {
      const state = await stateFor(await database());
      const hit = state.entries.get(key);
      if (hit && Date.now() - hit.at < (ttlMs ?? state.ttlMs)) return hit.value;
      const at = Date.now();
      const generation = state.generation;
      const value = await load();
      if (value !== undefined && state.ttlMs > 0 && generation === state.generation)
        state.entries.set(key, { value, at });
      return value;
    },
    async usage() {
      const state = await states.get(await database());
      return { entries: state?.entries.size ?? 0, bytes: state?.entries.calculatedSize ?? 0 };
    },
    async forget(key) {
      const handle = await database();
      const state = await states.get(handle);
      if (state) drop(state, key);
      await handle.notify?.(opts.channel, key).catch((err: unknown) => {
        console.warn(`[console] ${opts.channel}: NOTIFY failed (${String(err)})`);
      });
    },
  };
}
