"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { DialogForm } from "@/components/ui/dialog-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { OnIntentProps } from "@/components/ui/load-on-intent";
import { NativeSelect } from "@/components/ui/native-select";
import { ApiError } from "@/lib/queries/api-client";
import { useCreateWebhook } from "@/lib/webhooks/queries";
import {
  WEBHOOK_KIND_LABELS,
  WEBHOOK_KINDS,
  webhookCreateSchema,
  type WebhookCreate,
  type WebhookSaved,
} from "@/lib/webhooks/schema";

import { EventTypesField } from "./event-types-field";

/** The form's values: the rules typed as one line, split into the API's list. */
const formSchema = webhookCreateSchema.extend({ ruleIds: z.string().max(4000) });
type FormValues = z.input<typeof formSchema>;
export const splitRules = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Add a webhook: its name, URL, kind and which events it gets. */
export function WebhookCreateDialog({
  onCreated,
  ...intent
}: { onCreated: (saved: WebhookSaved) => void } & OnIntentProps) {
  const create = useCreateWebhook();
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: "", url: "", kind: "signed", eventTypes: [], ruleIds: "" },
  });

  return (
    <DialogForm
      form={form}
      id="webhook-create"
      {...intent}
      trigger={
        <Button>
          <PlusIcon aria-hidden="true" /> Add webhook
        </Button>
      }
      title="Add a webhook"
      description="The console posts each chosen event to this URL, retrying for 24 hours when the receiver fails."
      submitLabel="Add webhook"
      pendingLabel="Adding…"
      write={create}
      body={(v): WebhookCreate => ({ ...v, ruleIds: splitRules(v.ruleIds) })}
      onSent={onCreated}
      onError={(err) => {
        if (err instanceof ApiError && err.fields?.url)
          form.setError("url", { message: err.message });
        else
          form.setError("root", {
            message: err instanceof Error ? err.message : "Could not add the webhook.",
          });
      }}
    >
      <FormField control={form.control} name="name" id="webhook-name" label="Name">
        {(control) => <Input {...control} />}
      </FormField>
      <FormField
        control={form.control}
        name="url"
        id="webhook-url"
        label="URL"
        hint="https only; it must reach a public address."
      >
        {(control) => <Input type="url" inputMode="url" placeholder="https://" {...control} />}
      </FormField>
      <FormField control={form.control} name="kind" id="webhook-kind" label="Kind">
        {(control) => (
          <NativeSelect {...control}>
            {WEBHOOK_KINDS.map((k) => (
              <option key={k} value={k}>
                {WEBHOOK_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <EventTypesField control={form.control} />
      <FormField
        control={form.control}
        name="ruleIds"
        id="webhook-rules"
        label="Only alerts of these rules (optional)"
        hint="Rule ids separated by commas, e.g. email.hard-bounces. Empty: every rule."
      >
        {(control) => <Input {...control} />}
      </FormField>
    </DialogForm>
  );
}
