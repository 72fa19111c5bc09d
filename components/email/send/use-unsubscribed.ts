"use client";

import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";

import {
  findUnsubscribe,
  RECIPIENT_UNSUBSCRIBE_SCAN,
  type UnsubscribedRecipient,
} from "@/lib/email/unsubscribe-lookup";
import { unsubscribedQuery } from "@/lib/queries/email/messages";
import { unsubscribesQuery } from "@/lib/queries/email/unsubscribes";

export type UnsubscribeStatus = "checking" | "unsubscribed" | "subscribed" | "unknown";

/** At most this many addresses are checked (one upstream call each, within the account's budget). */
export const MAX_CHECKED = 30;
const DEBOUNCE_MS = 400;

const checkedOf = (addresses: string[]) =>
  [...new Set(addresses.map((a) => a.toLowerCase()))].slice(0, MAX_CHECKED);

/**
 * Whether each recipient is on the unsubscribe list, asked a moment after the
 * list stops changing, for the first MAX_CHECKED addresses; answers are cached.
 * `verify` asks about every recipient and waits, so a send never outruns the check.
 */
export function useUnsubscribed(addresses: string[]) {
  const current = checkedOf(addresses);
  const key = current.join("\n");
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const t = setTimeout(() => setSettled(key), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [key]);
  const list = settled ? settled.split("\n") : [];
  const results = useQueries({ queries: list.map((email) => unsubscribedQuery(email)) });
  const known = new Map<string, UnsubscribeStatus>();
  list.forEach((email, i) => {
    const r = results[i];
    known.set(
      email,
      r?.data
        ? r.data.unsubscribed
          ? "unsubscribed"
          : "subscribed"
        : r?.isError
          ? "unknown"
          : "checking",
    );
  });
  // only addresses still in the form count, whatever the debounce still holds
  const status = (email: string) =>
    current.includes(email.toLowerCase())
      ? (known.get(email.toLowerCase()) ?? "checking")
      : undefined;

  const qc = useQueryClient();
  // every recipient, not only the first MAX_CHECKED: the server refuses any unconfirmed one
  const verify = useCallback(
    async (emails: string[]): Promise<UnsubscribedRecipient[]> => {
      const unique = [...new Set(emails.map((a) => a.toLowerCase()))];
      const answers = await Promise.all(
        unique.map((email) =>
          qc
            .fetchQuery(unsubscribedQuery(email))
            .then((r) => (r.unsubscribed ? email : null))
            .catch(() => null),
        ),
      );
      const listed = answers.filter((e): e is string => e !== null);
      if (!listed.length) return [];
      // how each unsubscribed: among the newest unsubscribes, as the recipient page finds it
      const newest = await qc
        .fetchQuery(unsubscribesQuery({ limit: RECIPIENT_UNSUBSCRIBE_SCAN, offset: 0 }))
        .catch(() => null);
      return listed.map((email) => ({
        email,
        how: (newest && findUnsubscribe(email, newest.items)?.how) || "unknown",
      }));
    },
    [qc],
  );

  return {
    status,
    unsubscribed: current.filter((e) => known.get(e) === "unsubscribed"),
    unchecked: new Set(addresses.map((a) => a.toLowerCase())).size - current.length,
    verify,
  };
}
