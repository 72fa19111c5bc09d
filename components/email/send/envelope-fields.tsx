"use client";

import { useState } from "react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { SendFormValues } from "@/lib/schemas/email/send-form";

import { AddressField } from "./address-field";
import { SenderField } from "./sender-field";
import type { UnsubscribeStatus } from "./use-unsubscribed";

export type AddressFieldName = "to" | "cc" | "bcc";

export const ADDRESS_FIELDS = {
  to: { label: "To", hint: "Type or paste addresses; commas, blanks or new lines separate them." },
  cc: { label: "Cc", hint: undefined },
  bcc: { label: "Bcc", hint: "Hidden from the other recipients." },
} as const;

/** Who sends to whom, and the subject. Cc and Bcc open on demand (or when filled). */
export function EnvelopeFields({
  form,
  status,
  onLeftover,
}: {
  form: UseFormReturn<SendFormValues>;
  status: (email: string) => UnsubscribeStatus | undefined;
  /** text left in an address box that is not an address */
  onLeftover: (field: AddressFieldName, text: string) => void;
}) {
  const { errors } = form.formState;
  const [opened, setOpened] = useState({ cc: false, bcc: false });
  const [cc, bcc, fromEmail] = useWatch({
    control: form.control,
    name: ["cc", "bcc", "fromEmail"],
  });
  const shown = {
    to: true,
    cc: opened.cc || cc.length > 0 || !!errors.cc,
    bcc: opened.bcc || bcc.length > 0 || !!errors.bcc,
  };
  const closed = (["cc", "bcc"] as const).filter((name) => !shown[name]);
  const submitted = form.formState.isSubmitted;

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SenderField
          value={fromEmail}
          error={errors.fromEmail?.message}
          onChange={(s) => {
            form.setValue("fromEmail", s?.email ?? "", {
              shouldDirty: true,
              shouldValidate: submitted,
            });
            if (s?.name && !form.getValues("fromName")) form.setValue("fromName", s.name);
          }}
        />
        <FormField
          control={form.control}
          name="fromName"
          id="send-from-name"
          label="Sender name"
          hint="Shown to recipients next to the address."
        >
          {(control) => <Input {...control} />}
        </FormField>
        <FormField
          control={form.control}
          name="replyTo"
          id="send-reply-to"
          label="Reply-to (optional)"
          hint="Where replies go, if not to the sender."
        >
          {(control) => <Input inputMode="email" placeholder="help@example.com" {...control} />}
        </FormField>
      </div>
      {(["to", "cc", "bcc"] as const)
        .filter((name) => shown[name])
        .map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <AddressField
                id={`send-${name}`}
                {...ADDRESS_FIELDS[name]}
                value={field.value}
                onChange={field.onChange}
                error={errors[name]?.message}
                status={status}
                onLeftover={(text) => onLeftover(name, text)}
              />
            )}
          />
        ))}
      {closed.length > 0 && (
        <div className="-mt-2 flex gap-2">
          {closed.map((name) => (
            <Button
              key={name}
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setOpened({ ...opened, [name]: true });
                focusSoon(`send-${name}`);
              }}
            >
              {`Add ${ADDRESS_FIELDS[name].label}`}
            </Button>
          ))}
        </div>
      )}
      <FormField control={form.control} name="subject" id="send-subject" label="Subject">
        {(control) => <Input {...control} />}
      </FormField>
    </div>
  );
}

/** The button that opened a field disappears: the new field takes the focus. */
function focusSoon(id: string) {
  setTimeout(() => document.getElementById(id)?.focus(), 0);
}
