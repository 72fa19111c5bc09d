"use client";

import { KeyRoundIcon, PauseIcon, PlayIcon, SendIcon, Trash2Icon } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { mountedOnceOpen } from "@/components/ui/load-on-intent";
import { errorMessage } from "@/lib/queries/api-client";
import { useActionKey } from "@/lib/queries/use-action-key";
import { toast } from "@/lib/toast";
import type { WebhookRow } from "@/lib/webhooks/kinds";
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendTestEvent,
  useUpdateWebhook,
} from "@/lib/webhooks/queries";

const SecretDialog = mountedOnceOpen(
  dynamic(() => import("./secret-dialog").then((m) => m.SecretDialog), { ssr: false }),
  (p) => p.secret !== null,
);

type Ask = "delete" | "rotate" | null;

/** A webhook's buttons: a test event, pause or resume, a new secret, delete (each confirmed where it loses something). */
export function WebhookActions({ webhook: w }: { webhook: WebhookRow }) {
  const router = useRouter();
  const key = useActionKey();
  const test = useSendTestEvent();
  const update = useUpdateWebhook();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const [ask, setAsk] = useState<Ask>(null);
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const busy = test.isPending || update.isPending || rotate.isPending || remove.isPending;

  async function run<T>(
    write: { mutateAsync: (v: { id: number; body: T; key: string }) => Promise<unknown> },
    body: T,
    then: (result: unknown) => void,
  ) {
    const target = { id: w.id, body };
    try {
      const result = await write.mutateAsync({ ...target, key: key.keyFor(target) });
      key.done();
      then(result);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  const on = w.status === "active";
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        disabled={busy}
        onClick={() =>
          void run(test, {}, () =>
            toast.success("Test event sent: its attempt appears in the log in a few seconds."),
          )
        }
      >
        <SendIcon aria-hidden="true" /> Send a test event
      </Button>
      <Button
        variant="outline"
        disabled={busy}
        onClick={() =>
          void run(update, { enabled: !on }, () =>
            toast.success(on ? `${w.name} paused.` : `${w.name} resumed.`),
          )
        }
      >
        {on ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
        {on ? "Pause" : "Resume"}
      </Button>
      {w.kind === "signed" && (
        <Button variant="outline" disabled={busy} onClick={() => setAsk("rotate")}>
          <KeyRoundIcon aria-hidden="true" /> Rotate secret
        </Button>
      )}
      <Button variant="outline" disabled={busy} onClick={() => setAsk("delete")}>
        <Trash2Icon aria-hidden="true" /> Delete
      </Button>
      <ConfirmDialog
        open={ask !== null}
        onOpenChange={(o) => !o && setAsk(null)}
        title={ask === "delete" ? `Delete ${w.name}?` : `Rotate the secret of ${w.name}?`}
        description={
          ask === "delete"
            ? "No more events go to it, and its delivery log is deleted with it."
            : "A new secret is shown once. The current one still signs for 24 hours, so the receiver can switch to the new one without missing events."
        }
        confirmLabel={ask === "delete" ? "Delete webhook" : "Rotate secret"}
        destructive={ask === "delete"}
        onConfirm={() => {
          const doing = ask;
          setAsk(null);
          if (doing === "delete")
            void run(remove, {}, () => {
              toast.success(`${w.name} deleted.`);
              router.push("/admin/webhooks");
            });
          else
            void run(rotate, {}, (r) => {
              const saved = r as { secret?: string; notice?: string };
              if (saved.secret) setSecret({ name: w.name, secret: saved.secret });
              else if (saved.notice) toast.info(saved.notice);
            });
        }}
      />
      <SecretDialog secret={secret} rotated onClose={() => setSecret(null)} />
    </div>
  );
}
