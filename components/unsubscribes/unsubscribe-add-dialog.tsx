"use client";

import { MailMinusIcon, Trash2Icon } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { DialogForm } from "@/components/ui/dialog-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { OnIntentProps } from "@/components/ui/load-on-intent";
import { Textarea } from "@/components/ui/textarea";
import { formatNumber } from "@/lib/format";
import { useAddUnsubscribes } from "@/lib/queries/email/unsubscribes";
import { addResolver } from "@/lib/schemas/email/unsubscribe-form";
import type { AddForm } from "@/lib/schemas/email/unsubscribe-form-checks";
import { parseAddressList, withoutInvalidLines } from "@/lib/schemas/email/unsubscribe-list";
import { toast } from "@/lib/toast";

/** Adds pasted addresses (one per line, each with an optional comment) to the unsubscribe list. */
export function UnsubscribeAddDialog(intent: OnIntentProps) {
  const add = useAddUnsubscribes();
  const form = useForm<AddForm>({
    resolver: addResolver,
    defaultValues: { text: "", comment: "" },
  });
  const [text, comment] = useWatch({ control: form.control, name: ["text", "comment"] });
  const parsed = parseAddressList(text, comment);

  return (
    <DialogForm
      form={form}
      id="unsubscribe-add"
      {...intent}
      trigger={
        <Button>
          <MailMinusIcon aria-hidden="true" />
          Add addresses
        </Button>
      }
      title="Add to the unsubscribe list"
      description="No email is sent to these addresses until they are removed from the list or resubscribe themselves."
      className="sm:max-w-lg"
      submitLabel={
        parsed.entries.length > 1
          ? `Add ${formatNumber(parsed.entries.length)} addresses`
          : "Add address"
      }
      pendingLabel="Adding…"
      onFocus={addResolver.preload}
      write={add}
      body={(v) => ({ emails: parseAddressList(v.text, v.comment).entries })}
      onSent={(_, body) => {
        const comments = [...new Set(body.emails.map((e) => e.comment).filter(Boolean))];
        toast.success(
          body.emails.length === 1
            ? `${body.emails[0]?.email} is now unsubscribed.`
            : `${formatNumber(body.emails.length)} addresses are now unsubscribed.`,
          // the one place the comment shows: the Messaging API does not return it
          comments.length === 1
            ? { description: `Comment: ${comments[0]}` }
            : comments.length > 1
              ? { description: `${formatNumber(comments.length)} different comments` }
              : undefined,
        );
      }}
    >
      <FormField
        control={form.control}
        name="text"
        id="unsub-text"
        label="Addresses"
        hint="One per line. A comment may follow after a comma: anna@example.com, asked by phone"
      >
        {(control) => <Textarea rows={6} className="font-mono text-sm" {...control} />}
      </FormField>
      <FormField
        control={form.control}
        name="comment"
        id="unsub-comment"
        label="Comment for all (optional)"
        hint="Used for every address without a comment of its own. The Messaging API keeps comments but does not list them, so they are shown only in the confirmation."
      >
        {(control) => <Input {...control} />}
      </FormField>
      <Preview
        parsed={parsed}
        showInvalid={form.formState.isSubmitted || parsed.invalid.length > 0}
        onRemoveInvalid={() => {
          // as the composer's "Remove invalid entries": the valid lines stay as typed
          form.setValue("text", withoutInvalidLines(text, comment), {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          });
          form.setFocus("text");
        }}
      />
    </DialogForm>
  );
}

function Preview({
  parsed,
  showInvalid,
  onRemoveInvalid,
}: {
  parsed: ReturnType<typeof parseAddressList>;
  showInvalid: boolean;
  onRemoveInvalid: () => void;
}) {
  if (parsed.entries.length === 0 && parsed.invalid.length === 0) return null;
  return (
    <div className="grid gap-2 text-sm" aria-live="polite">
      <p className="text-muted-foreground">
        {formatNumber(parsed.entries.length)} valid{" "}
        {parsed.entries.length === 1 ? "address" : "addresses"}
        {parsed.duplicates > 0 ? `, ${formatNumber(parsed.duplicates)} repeated (kept once)` : ""}
        {parsed.invalid.length > 0 ? `, ${formatNumber(parsed.invalid.length)} not valid` : ""}.
      </p>
      {showInvalid && parsed.invalid.length > 0 && (
        <ul
          aria-label="Lines that are not valid"
          className="max-h-36 overflow-y-auto rounded-md border border-status-danger/30 bg-status-danger/5 p-2 text-xs"
        >
          {parsed.invalid.slice(0, 100).map((l) => (
            <li key={l.line} className="break-all">
              <span className="font-medium">Line {l.line}:</span> {l.reason}
            </li>
          ))}
          {parsed.invalid.length > 100 && (
            <li>…and {formatNumber(parsed.invalid.length - 100)} more</li>
          )}
        </ul>
      )}
      {parsed.invalid.length > 0 && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={onRemoveInvalid}
        >
          <Trash2Icon aria-hidden="true" />
          {parsed.invalid.length === 1 ? "Remove the invalid one" : "Remove the invalid ones"}
        </Button>
      )}
    </div>
  );
}
