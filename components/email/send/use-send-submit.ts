"use client";

import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import type { UnsubscribedRecipient } from "@/lib/email/unsubscribe-lookup";
import { ApiError, errorMessage } from "@/lib/queries/api-client";
import { useSendEmail } from "@/lib/queries/email/messages";
import { useActionKey } from "@/lib/queries/use-action-key";
import {
  emptySendForm,
  sendRefusal,
  toSendBody,
  type SendFormValues,
} from "@/lib/schemas/email/send-form";
import { toast } from "@/lib/toast";

import type { SentInfo } from "./send-result";
import type { useSendDraft } from "./use-send-draft";
import type { useUnsubscribed } from "./use-unsubscribed";

/**
 * Sending the form: checks the recipients against the unsubscribes first (a
 * flagged one asks for confirmation), sends with one key per action, then
 * empties the form and its draft; a refusal puts the server's reasons on the fields.
 */
export function useSendSubmit(
  form: UseFormReturn<SendFormValues>,
  draft: ReturnType<typeof useSendDraft>,
  unsub: ReturnType<typeof useUnsubscribed>,
) {
  const send = useSendEmail();
  const actionKey = useActionKey();
  const [sent, setSent] = useState<SentInfo | null>(null);
  const [confirming, setConfirming] = useState<{
    values: SendFormValues;
    flagged: UnsubscribedRecipient[];
  } | null>(null);

  /** `confirmed`: the unsubscribed recipients the sender chose to email anyway (the server checks) */
  const deliver = async (values: SendFormValues, confirmed: string[] = []) => {
    const body = {
      ...toSendBody(values),
      ...(confirmed.length ? { confirm_unsubscribed: confirmed } : {}),
    };
    // no save may land while sending: a late one would bring back the sent email as a draft
    await draft.pause();
    let result: { id: string };
    try {
      result = await send.mutateAsync({ body, key: actionKey.keyFor(body) });
    } catch (err) {
      draft.resume();
      showRefusal(err, values.content);
      return;
    }
    actionKey.done();
    setSent({
      id: result.id,
      subject: values.subject,
      recipients: values.to.length + values.cc.length + values.bcc.length,
    });
    const next = { ...emptySendForm, fromEmail: values.fromEmail, fromName: values.fromName };
    form.reset(next);
    await draft
      .discard(next)
      .catch((err: unknown) =>
        toast.error(`Sent, but the draft could not be deleted: ${errorMessage(err)}`),
      );
  };

  const showRefusal = (err: unknown, mode: SendFormValues["content"]) => {
    const refusal = sendRefusal(
      err instanceof ApiError ? err : { code: "unknown", message: "Something went wrong." },
      mode,
    );
    for (const [field, message] of refusal.fields) form.setError(field, { message });
    form.setError("root", { message: refusal.summary });
  };

  const submit = form.handleSubmit(async (values) => {
    setSent(null);
    const all = [...values.to, ...values.cc, ...values.bcc].map((r) => r.email);
    const flagged = await unsub.verify(all);
    if (flagged.length) setConfirming({ values, flagged });
    else await deliver(values);
  });

  return {
    submit,
    pending: send.isPending,
    sent,
    dismissSent: () => setSent(null),
    confirming,
    cancelConfirm: () => setConfirming(null),
    /** "send anyway": sends the values held for confirmation, naming the flagged recipients */
    confirm: () => {
      const held = confirming;
      setConfirming(null);
      if (held)
        void deliver(
          held.values,
          held.flagged.map((u) => u.email),
        );
    },
  };
}
