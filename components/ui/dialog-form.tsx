"use client";

import * as React from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

import { errorMessage } from "@/lib/queries/api-client";
import { useActionKey } from "@/lib/queries/use-action-key";

import { Button } from "./button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";
import { useFocusTrigger } from "./load-on-intent";

/** A write that sends a body with its idempotency key (lib/queries/keyed-write.ts). */
interface KeyedWrite<TBody, TResult> {
  mutateAsync: (v: { body: TBody; key: string }) => Promise<TResult>;
}

/** `body` makes the body of the form's checked values; without it, they are the body. */
type BodyOf<TValues, TBody> = [TValues] extends [TBody]
  ? { body?: (values: TValues) => TBody }
  : { body: (values: TValues) => TBody };

/**
 * A dialog around one form that writes something: its trigger, title and
 * description, the form's fields, Cancel, and a submit button that says
 * `pendingLabel` while the form is sent. The body goes to `write` with one
 * idempotency key per action (the same body sent again after a failure reuses
 * it). Once written, the form is emptied, the dialog closes and `onSent` runs;
 * a failure goes to `onError`, by default the form's own error above the
 * fields. `focusTrigger`: see LoadOnIntent.
 */
export function DialogForm<TFieldValues extends FieldValues, TContext, TValues, TBody, TResult>({
  form,
  id,
  open,
  onOpenChange,
  focusTrigger = false,
  trigger,
  title,
  description,
  className,
  submitLabel,
  pendingLabel,
  onFocus,
  write,
  body,
  onSent,
  onError = (err) => form.setError("root", { message: errorMessage(err) }),
  children,
}: {
  form: UseFormReturn<TFieldValues, TContext, TValues>;
  /** the form's id, which the submit button in the footer names */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  focusTrigger?: boolean;
  trigger?: React.ReactElement;
  title: React.ReactNode;
  description: React.ReactNode;
  /** the dialog's box */
  className?: string;
  submitLabel: React.ReactNode;
  pendingLabel: React.ReactNode;
  /** when the form is first reached for, e.g. to start loading its checks */
  onFocus?: () => void;
  write: KeyedWrite<TBody, TResult>;
  onSent?: (result: TResult, body: TBody) => void;
  onError?: (err: unknown) => void;
  children: React.ReactNode;
} & BodyOf<TValues, TBody>) {
  const triggerRef = useFocusTrigger(focusTrigger, open);
  const actionKey = useActionKey();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const sent = body ? body(values) : (values as unknown as TBody);
    let result: TResult;
    try {
      result = await write.mutateAsync({ body: sent, key: actionKey.keyFor(sent) });
    } catch (err) {
      onError(err);
      return;
    }
    actionKey.done();
    form.reset();
    onOpenChange(false);
    onSent?.(result, sent);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && (
        <DialogTrigger asChild ref={triggerRef}>
          {trigger}
        </DialogTrigger>
      )}
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form id={id} className="grid gap-4" onSubmit={submit} onFocus={onFocus} noValidate>
          {errors.root && (
            <p role="alert" className="text-sm text-destructive">
              {errors.root.message}
            </p>
          )}
          {children}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={id} disabled={isSubmitting}>
            {isSubmitting ? pendingLabel : submitLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
