"use client";

import { useState } from "react";

import { newIdempotencyKey } from "./api-client";

/**
 * One idempotency key per user action: the same body sent again (a retry, a
 * double click) reuses the key, so the server replays the first result instead
 * of writing twice; a changed body is a new action and gets a new key (the
 * server would answer 409 to an old key with a new body). `done()` after a
 * success makes the next send, even of the same body, a new action.
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

/** `createActionKey` kept for the life of a component (a form, a dialog). */
export function useActionKey() {
  const [actionKey] = useState(() => createActionKey());
  return actionKey;
}
