"use client";

import { MailMinusIcon } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Field, fieldDescribedBy } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { parseAddressList } from "@/lib/address-list";
import { formatNumber } from "@/lib/format";
import { errorMessage } from "@/lib/queries/api-client";
import { useAddUnsubscribes } from "@/lib/queries/unsubscribes";
import { useActionKey } from "@/lib/queries/use-action-key";
import { toast } from "@/lib/toast";

import { addResolver } from "./lazy-checks";
import type { AddForm } from "./unsubscribe-checks";

/** Adds pasted addresses (one per line, each with an optional comment) to the unsubscribe list. */
export function UnsubscribeAddDialog() {
  const [open, setOpen] = useState(false);
  const add = useAddUnsubscribes();
  const actionKey = useActionKey();
  const form = useForm<AddForm>({
    resolver: addResolver,
    defaultValues: { text: "", comment: "" },
  });
  const [text, comment] = useWatch({ control: form.control, name: ["text", "comment"] });
  const parsed = parseAddressList(text, comment);
  const { errors, isSubmitted } = form.formState;

  const submit = form.handleSubmit(async (v) => {
    const body = { emails: parseAddressList(v.text, v.comment).entries };
    try {
      await add.mutateAsync({ body, key: actionKey.keyFor(body) });
      actionKey.done();
      toast.success(
        body.emails.length === 1
          ? `${body.emails[0]?.email} is now unsubscribed.`
          : `${formatNumber(body.emails.length)} addresses are now unsubscribed.`,
      );
      form.reset();
      setOpen(false);
    } catch (err) {
      form.setError("root", { message: errorMessage(err) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <MailMinusIcon aria-hidden="true" />
          Add addresses
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Add to the unsubscribe list</DialogTitle>
          <DialogDescription>
            No email is sent to these addresses until they are removed from the list or resubscribe
            themselves.
          </DialogDescription>
        </DialogHeader>
        <form
          id="unsubscribe-add"
          className="grid gap-4"
          onSubmit={submit}
          onFocus={addResolver.preload}
          noValidate
        >
          {errors.root && (
            <p role="alert" className="text-sm text-destructive">
              {errors.root.message}
            </p>
          )}
          <Field
            id="unsub-text"
            label="Addresses"
            hint="One per line. A comment may follow after a comma: anna@example.com, asked by phone"
            error={errors.text?.message}
          >
            <Textarea
              id="unsub-text"
              rows={6}
              className="font-mono text-sm"
              aria-invalid={!!errors.text}
              aria-describedby={fieldDescribedBy("unsub-text", {
                hint: true,
                error: !!errors.text,
              })}
              {...form.register("text")}
            />
          </Field>
          <Field
            id="unsub-comment"
            label="Comment for all (optional)"
            hint="Used for every address without a comment of its own."
            error={errors.comment?.message}
          >
            <Input
              id="unsub-comment"
              aria-invalid={!!errors.comment}
              aria-describedby={fieldDescribedBy("unsub-comment", {
                hint: true,
                error: !!errors.comment,
              })}
              {...form.register("comment")}
            />
          </Field>
          <Preview parsed={parsed} showInvalid={isSubmitted || parsed.invalid.length > 0} />
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" form="unsubscribe-add" disabled={add.isPending}>
            {add.isPending
              ? "Adding…"
              : parsed.entries.length > 1
                ? `Add ${formatNumber(parsed.entries.length)} addresses`
                : "Add address"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Preview({
  parsed,
  showInvalid,
}: {
  parsed: ReturnType<typeof parseAddressList>;
  showInvalid: boolean;
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
    </div>
  );
}
