"use client";

import { CheckIcon, PencilIcon, UndoIcon, XIcon } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { useHeldWrites } from "@/lib/held-campaigns/queries";
import type { HeldCampaignView } from "@/lib/held-campaigns/schema";
import { errorMessage } from "@/lib/queries/api-client";
import { useActionKey } from "@/lib/queries/use-action-key";
import { toast } from "@/lib/toast";

import { HeldEditForm } from "./held-edit-form";

/**
 * Approve or send back (an approver, never on their own campaign: the server
 * refuses that too), change (its author), cancel (either). The approval keeps
 * one Idempotency-Key for its version, so a second click replays the first.
 */
export function HeldActions({ campaign: c }: { campaign: HeldCampaignView }) {
  const writes = useHeldWrites();
  const approveKey = useActionKey();
  const backKey = useActionKey();
  const [busy, setBusy] = useState<"approve" | "back" | "cancel" | null>(null);
  const [comment, setComment] = useState("");
  const [commentError, setCommentError] = useState<string | undefined>();
  const [backOpen, setBackOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const { approve, edit, cancel } = c.may;
  if (!approve && !edit && !cancel) return null;

  async function run(
    kind: "approve" | "back" | "cancel",
    fn: () => Promise<unknown>,
    done: string,
  ) {
    setBusy(kind);
    try {
      await fn();
      toast.success(done);
      if (kind === "back") setBackOpen(false);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby="held-actions-title"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id="held-actions-title" className="font-semibold">
        {approve ? "Your decision" : "Change or cancel"}
      </h2>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {approve && (
          <Button
            type="button"
            disabled={busy !== null}
            onClick={() =>
              void run(
                "approve",
                () => writes.approve(c.batchId, c.version, approveKey.keyFor({ v: c.version })),
                `“${c.name}” approved`,
              )
            }
          >
            <CheckIcon aria-hidden="true" /> {busy === "approve" ? "Approving…" : "Approve"}
          </Button>
        )}
        {approve && !backOpen && (
          <Button
            type="button"
            variant="outline"
            disabled={busy !== null}
            onClick={() => setBackOpen(true)}
          >
            <UndoIcon aria-hidden="true" /> Send back…
          </Button>
        )}
        {edit && !editing && (
          <Button type="button" variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" /> Change
          </Button>
        )}
        {cancel && (
          <Button
            type="button"
            variant="outline"
            disabled={busy !== null}
            onClick={() => setConfirmCancel(true)}
          >
            <XIcon aria-hidden="true" /> Cancel campaign
          </Button>
        )}
      </div>
      {backOpen && (
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!comment.trim()) return setCommentError("Say what should change");
            setCommentError(undefined);
            void run(
              "back",
              () =>
                writes.sendBack(
                  c.batchId,
                  c.version,
                  comment.trim(),
                  backKey.keyFor({ v: c.version, comment }),
                ),
              `“${c.name}” sent back to ${c.author.name}`,
            );
          }}
        >
          <Field
            id="held-send-back-comment"
            label="What should change"
            error={commentError}
            hint={`${c.author.name} sees this.`}
          >
            {(control) => (
              <Textarea
                {...control}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                maxLength={2000}
              />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="ghost" onClick={() => setBackOpen(false)}>
              Keep it
            </Button>
            <Button type="submit" variant="destructive" disabled={busy !== null}>
              {busy === "back" ? "Sending back…" : "Send back"}
            </Button>
          </div>
        </form>
      )}
      {editing && <HeldEditForm campaign={c} onDone={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel this campaign?"
        description="It is taken out of the console and never sent. This cannot be undone."
        confirmLabel="Cancel campaign"
        destructive
        onConfirm={() =>
          void run("cancel", () => writes.cancel(c.batchId, c.version), `“${c.name}” cancelled`)
        }
      />
    </section>
  );
}
