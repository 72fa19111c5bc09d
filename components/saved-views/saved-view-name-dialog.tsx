"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { DialogForm } from "@/components/ui/dialog-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError, errorMessage } from "@/lib/queries/api-client";
import { SAVED_VIEW_NAME_MAX, savedViewNameForm } from "@/lib/saved-views/schema";

type Form = z.input<typeof savedViewNameForm>;

/**
 * Asks for a view's name — to save the filters in view, or to rename a view.
 * The server's refusal (a name taken, the limit reached) shows under the field,
 * and the name typed stays.
 */
export function SavedViewNameDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  initialName,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  submitLabel: string;
  initialName: string;
  /** resolves when saved; throws the server's refusal */
  onSubmit: (name: string, key: string) => Promise<unknown>;
}) {
  const form = useForm<Form, unknown, z.output<typeof savedViewNameForm>>({
    resolver: zodResolver(savedViewNameForm),
    defaultValues: { name: initialName },
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ name: initialName });
  }, [open, initialName, reset]);

  return (
    <DialogForm
      form={form}
      id="saved-view-name"
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      submitLabel={submitLabel}
      pendingLabel="Saving…"
      body={({ name }) => name}
      write={{ mutateAsync: ({ body: name, key }) => onSubmit(name, key) }}
      onError={(err) => {
        const message =
          err instanceof ApiError
            ? (err.fields?.["body.name"] ?? err.fields?.["body.query"] ?? err.message)
            : errorMessage(err);
        form.setError("name", { message });
      }}
    >
      <FormField
        control={form.control}
        name="name"
        id="saved-view-name-input"
        label="Name"
        hint={`Up to ${SAVED_VIEW_NAME_MAX} characters, different from your other views`}
      >
        {(control) => (
          <Input autoComplete="off" maxLength={SAVED_VIEW_NAME_MAX + 20} {...control} />
        )}
      </FormField>
    </DialogForm>
  );
}
