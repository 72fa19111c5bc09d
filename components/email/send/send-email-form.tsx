"use client";

import { SendIcon } from "lucide-react";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { emptySendForm, sendRefusal, toSendBody, type SendFormValues } from "@/lib/email/send-form";
import { lazyResolver } from "@/lib/lazy-resolver";
import { ApiError, errorMessage } from "@/lib/queries/api-client";
import { useSendEmail } from "@/lib/queries/email-messages";
import { useActionKey } from "@/lib/queries/use-action-key";
import type { DraftReply } from "@/lib/schemas/drafts";
import { toast } from "@/lib/toast";

import { AttachmentsField } from "./attachments-field";
import { EnvelopeFields } from "./envelope-fields";
import { HtmlFields } from "./html-fields";
import { DraftNotice, DraftStatusLine, UnsubscribedNotice } from "./send-notices";
import { SendResult, type SentInfo } from "./send-result";
import { TemplateFields } from "./template-fields";
import { sendFormFromDraft, useSendDraft } from "./use-send-draft";
import { useUnsubscribed } from "./use-unsubscribed";

const resolver = lazyResolver(() =>
  import("@/lib/email/send-checks").then((m) => m.sendFormResolver),
);

/**
 * Send one email: envelope, content (HTML or a template), attachments. The form
 * is kept as the user's draft on the server as they type (attachments aside).
 */
export function SendEmailForm({ draft: saved }: { draft: DraftReply["draft"] }) {
  const [initial] = useState(() => sendFormFromDraft(saved) ?? emptySendForm);
  const form = useForm<SendFormValues>({
    resolver,
    defaultValues: initial,
  });
  const send = useSendEmail();
  const actionKey = useActionKey();
  const draft = useSendDraft(form, saved);
  const [sent, setSent] = useState<SentInfo | null>(null);
  const [confirming, setConfirming] = useState<{
    values: SendFormValues;
    flagged: string[];
  } | null>(null);
  const [to, cc, bcc, content] = useWatch({
    control: form.control,
    name: ["to", "cc", "bcc", "content"],
  });
  const recipients = [...to, ...cc, ...bcc];
  const unsub = useUnsubscribed(recipients.map((r) => r.email));
  const { errors } = form.formState;

  const deliver = async (values: SendFormValues) => {
    const body = toSendBody(values);
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

  return (
    <form
      onSubmit={submit}
      onFocus={resolver.preload}
      noValidate
      aria-label="Send email"
      className="grid min-w-0 grid-cols-1 gap-6"
    >
      {sent && <SendResult sent={sent} onDismiss={() => setSent(null)} />}
      {draft.restoredAt && (
        <DraftNotice
          savedAt={draft.restoredAt}
          onDiscard={() => {
            form.reset(emptySendForm);
            void draft
              .discard(emptySendForm)
              .catch((err: unknown) =>
                toast.error(`The draft could not be discarded: ${errorMessage(err)}`),
              );
          }}
          onDismiss={draft.dismiss}
        />
      )}
      <Card className="gap-4 py-5">
        <CardHeader className="px-5">
          <CardTitle className="text-base">Envelope</CardTitle>
        </CardHeader>
        <CardContent className="px-5">
          <EnvelopeFields form={form} status={unsub.status} />
        </CardContent>
      </Card>
      <Card className="gap-4 py-5">
        <CardHeader className="px-5">
          <CardTitle className="text-base">Content</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 px-5">
          <Controller
            control={form.control}
            name="content"
            render={({ field }) => (
              <RadioGroup
                value={field.value}
                onValueChange={field.onChange}
                aria-label="Content"
                className="flex flex-wrap gap-x-6 gap-y-2"
              >
                <div className="flex items-center gap-2">
                  <RadioGroupItem value="html" id="content-html" />
                  <Label htmlFor="content-html" className="font-normal">
                    Write HTML and text
                  </Label>
                </div>
                <div className="flex items-center gap-2">
                  <RadioGroupItem value="template" id="content-template" />
                  <Label htmlFor="content-template" className="font-normal">
                    Use a stored template
                  </Label>
                </div>
              </RadioGroup>
            )}
          />
          {content === "template" ? <TemplateFields form={form} /> : <HtmlFields form={form} />}
        </CardContent>
      </Card>
      <Card className="gap-4 py-5">
        <CardContent className="px-5">
          <Controller
            control={form.control}
            name="attachments"
            render={({ field }) => (
              <AttachmentsField
                value={field.value}
                onChange={field.onChange}
                error={errors.attachments?.message}
              />
            )}
          />
        </CardContent>
      </Card>
      <UnsubscribedNotice
        unsubscribed={unsub.unsubscribed}
        unchecked={unsub.unchecked}
        onRemove={() => {
          const drop = new Set(unsub.unsubscribed);
          for (const name of ["to", "cc", "bcc"] as const)
            form.setValue(
              name,
              form.getValues(name).filter((r) => !drop.has(r.email.toLowerCase())),
              { shouldDirty: true },
            );
        }}
      />
      {errors.root?.message && (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {errors.root.message}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <DraftStatusLine status={draft.status} />
        <p className="text-sm text-muted-foreground">
          {recipients.length
            ? `${recipients.length} ${recipients.length === 1 ? "recipient" : "recipients"}`
            : "No recipient yet"}
        </p>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <SendIcon aria-hidden="true" />
          {send.isPending
            ? "Sending…"
            : form.formState.isSubmitting
              ? "Checking the recipients…"
              : "Send email"}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Send to unsubscribed recipients?"
        description={`${confirming?.flagged.join(", ")} asked not to receive email from this account. Send only if this message is one they must get (a receipt, a password reset).`}
        confirmLabel="Send anyway"
        onConfirm={() => {
          const values = confirming?.values;
          setConfirming(null);
          if (values) void deliver(values);
        }}
      />
    </form>
  );
}
