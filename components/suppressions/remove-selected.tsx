"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { useState } from "react";

import { count } from "@/components/blacklist/words";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiRequest, errorMessage } from "@/lib/queries/api-client";
import { unsubscribeKeys } from "@/lib/queries/email/unsubscribes";
import { useActionKey } from "@/lib/queries/use-action-key";
import { blacklistKeys } from "@/lib/queries/viber/blacklist";
import { suppressionKeys } from "@/lib/suppressions/queries";
import type { Suppression } from "@/lib/suppressions/search";
import { toast } from "@/lib/toast";

/**
 * Removes the selected entries the role may remove (blacklisted numbers with
 * blacklist:delete, unsubscribed addresses with unsubscribes:write; a bounce is
 * the Messaging API's record and stays), after a confirmation that counts them.
 * One request per list, each under its own key (a retry never removes twice).
 */
export function RemoveSelected({
  rows,
  onRemoved,
}: {
  /** the selected rows the role may remove */
  rows: Suppression[];
  onRemoved: () => void;
}) {
  const qc = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const phoneKey = useActionKey();
  const emailKey = useActionKey();
  const phones = rows.filter((r) => r.list === "blacklist").map((r) => r.value);
  const emails = rows.filter((r) => r.list === "unsubscribes").map((r) => r.value);
  if (rows.length === 0) return null;

  const parts = [
    phones.length ? `${count(phones.length, "number")} from the Viber blacklist` : null,
    emails.length ? `${count(emails.length, "address", "addresses")} from the unsubscribes` : null,
  ].filter(Boolean);

  async function remove() {
    setAsking(false);
    setBusy(true);
    const done: string[] = [];
    try {
      if (phones.length) {
        const body = { phones };
        await apiRequest("/api/viber/blacklist", {
          method: "DELETE",
          body,
          idempotencyKey: phoneKey.keyFor(body),
        });
        phoneKey.done();
        done.push(`${count(phones.length, "number")} removed from the blacklist`);
      }
      if (emails.length) {
        const body = { emails };
        await apiRequest("/api/email/unsubscribes", {
          method: "DELETE",
          body,
          idempotencyKey: emailKey.keyFor(body),
        });
        emailKey.done();
        done.push(`${count(emails.length, "address", "addresses")} removed from the unsubscribes`);
      }
      toast.success(`${done.join("; ")}.`);
      onRemoved();
    } catch (err) {
      toast.error(
        `${done.length ? `${done.join("; ")}; the rest` : "Nothing"} was not removed: ${errorMessage(err)}`,
      );
    } finally {
      setBusy(false);
      for (const queryKey of [blacklistKeys.all, unsubscribeKeys.all, suppressionKeys.all])
        void qc.invalidateQueries({ queryKey });
    }
  }

  return (
    <>
      <Button variant="destructive" disabled={busy} onClick={() => setAsking(true)}>
        <Trash2Icon aria-hidden="true" />
        {busy ? "Removing…" : `Remove ${formatCount(rows.length)}`}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Remove ${formatCount(rows.length)} from their lists?`}
        description={`${parts.join(" and ")}. Messages and emails to them will be sent again. Only remove an entry when its owner has asked for your messages.`}
        confirmLabel={`Remove ${formatCount(rows.length)}`}
        destructive
        onConfirm={() => void remove()}
      />
    </>
  );
}

const formatCount = (n: number) => count(n, "entry", "entries");
