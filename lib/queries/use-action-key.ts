"use client";

import { useState } from "react";

import { newIdempotencyKey } from "./api-client";

/**
 * One idempotency key per user action: a retry or double click reuses it (the server replays);
 * a changed body gets a new one (an old key with a new body is 409). `done()` ends the action.
 */
export function createActionKey(makeKey: () => string = newIdempotencyKey) {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body) ?? "";
      if (last?.body !== text) last = { body: text, key: makeKey() };
      return last.key;
    },
    done() {
      last = null;
    },
  };
}

export function useActionKey() {
  const [actionKey] = useState(() => createActionKey());
  return actionKey;
}
