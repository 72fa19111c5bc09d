"use client";

import { SendIcon } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";

import { DraftConflictDialog } from "@/components/drafts/draft-conflict-dialog";
import { Button } from "@/components/ui/button";
import { RadioChoices } from "@/components/ui/radio-choices";
import type { DraftReply } from "@/lib/drafts/schema";
import { lazyResolver } from "@/lib/lazy-resolver";
import { errorMessage } from "@/lib/queries/api-client";
import { emptySendForm, type SendFormValues } from "@/lib/schemas/email/send-form";
import { toast } from "@/lib/toast";

import { AttachmentsField } from "./attachments-field";
import { ADDRESS_FIELDS, EnvelopeFields, type AddressFieldName } from "./envelope-fields";
import { FormCard } from "./form-card";
import { HtmlFields } from "./html-fields";
import {
  DraftNotice,
  DraftStatusLine,
  HardBouncedNotice,
  UnsubscribedNotice,
} from "./send-notices";
import { SendResult } from "./send-result";
import { TemplateFields } from "./template-fields";
import { UnsubscribedConfirm } from "./unsubscribed-confirm";
import { useHardBounces } from "./use-hard-bounces";
import { SEND_DRAFT_FIELDS, sendFormFromDraft, useSendDraft } from "./use-send-draft";
import { useSendSubmit } from "./use-send-submit";
import { useUnsubscribed } from "./use-unsubscribed";

/** Where the email's content comes from: written here, or a stored template. */
const CONTENT_CHOICES = [
  { value: "html", label: "Write HTML and text" },
  { value: "template", label: "Use a stored template" },
] as const;

const LEFTOVER = "Not sent: the";

const resolver = lazyResolver(() =>
  import("@/lib/schemas/email/send-form-checks").then((m) => m.sendFormResolver),
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
  const draft = useSendDraft(form, saved);
  const [to, cc, bcc, content] = useWatch({
    control: form.control,
    name: ["to", "cc", "bcc", "content"],
  });
  const recipients = [...to, ...cc, ...bcc];
  const unsub = useUnsubscribed(recipients.map((r) => r.email));
  const hardBounces = useHardBounces(recipients.map((r) => r.email));
  const submission = useSendSubmit(form, draft, unsub);
  const { errors } = form.formState;
  // text left in an address box (the box says why) holds the send, never dropped unsaid
  const leftovers = useRef<Record<AddressFieldName, string>>({ to: "", cc: "", bcc: "" });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const field = (["to", "cc", "bcc"] as const).find((n) => leftovers.current[n]);
    if (!field) return submission.submit(e);
    e.preventDefault();
    form.setError("root", {
      message: `${LEFTOVER} ${ADDRESS_FIELDS[field].label} field still holds text that is not an email address. Correct it or remove it, then send.`,
    });
    document.getElementById(`send-${field}`)?.focus();
  };
  /** drops addresses (lowercase) from To, Cc and Bcc */
  const removeRecipients = (emails: string[]) => {
    const drop = new Set(emails);
    for (const name of ["to", "cc", "bcc"] as const)
      form.setValue(
        name,
        form.getValues(name).filter((r) => !drop.has(r.email.toLowerCase())),
        { shouldDirty: true },
      );
  };

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      onFocus={resolver.preload}
      noValidate
      aria-label="Send email"
      className="min-w-0"
    >
      {/* the stored draft is read first when this page was not opened with it (Back) */}
      <fieldset
        disabled={draft.checking}
        aria-busy={draft.checking || undefined}
        className="m-0 grid min-w-0 grid-cols-1 gap-6 border-0 p-0"
      >
        {submission.sent && (
          <SendResult sent={submission.sent} onDismiss={submission.dismissSent} />
        )}
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
        <FormCard title="Envelope">
          <EnvelopeFields
            form={form}
            status={unsub.status}
            onLeftover={(field, text) => {
              leftovers.current[field] = text;
              const refused = form.formState.errors.root?.message?.startsWith(LEFTOVER);
              if (refused && !Object.values(leftovers.current).some(Boolean))
                form.clearErrors("root");
            }}
          />
        </FormCard>
        <FormCard title="Content" className="grid grid-cols-1 gap-4">
          <RadioChoices
            control={form.control}
            name="content"
            aria-label="Content"
            options={CONTENT_CHOICES}
          />
          {content === "template" ? <TemplateFields form={form} /> : <HtmlFields form={form} />}
        </FormCard>
        <FormCard>
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
        </FormCard>
        <UnsubscribedNotice
          unsubscribed={unsub.unsubscribed}
          unchecked={unsub.unchecked}
          onRemove={() => removeRecipients(unsub.unsubscribed)}
        />
        <HardBouncedNotice
          bounced={hardBounces.bounced}
          onRemove={() => removeRecipients(hardBounces.bounced.map((b) => b.email))}
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
            {submission.pending
              ? "Sending…"
              : form.formState.isSubmitting
                ? "Checking the recipients…"
                : "Send email"}
          </Button>
        </div>
        <UnsubscribedConfirm
          open={submission.confirming !== null}
          flagged={submission.confirming?.flagged ?? []}
          onCancel={submission.cancelConfirm}
          onConfirm={submission.confirm}
        />
      </fieldset>
      <DraftConflictDialog
        conflict={draft.conflict}
        fields={SEND_DRAFT_FIELDS}
        onResolve={draft.resolve}
      />
    </form>
  );
}
