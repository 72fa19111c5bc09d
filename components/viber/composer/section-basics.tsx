"use client";

import { VIBER_LIMITS, VIBER_MESSAGE_TYPE } from "@messaging-console/contract/viber/content";
import { useQuery } from "@tanstack/react-query";
import { Controller, useFormContext, useWatch } from "react-hook-form";

import { Field } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { viberSendersQuery } from "@/lib/queries/viber/senders";
import type { ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";
import { senderProblem, senderStatusLabel } from "@/lib/viber/sender-status";

import { fieldError, FormSection } from "./form-section";
import { IdSelect, ListNotReady } from "./id-select";
import { lengthNotes } from "./length-note";

const TYPES = [
  {
    value: VIBER_MESSAGE_TYPE.promo,
    label: "Promo",
    hint: "Advertising: text, a button and an image",
  },
  {
    value: VIBER_MESSAGE_TYPE.system,
    label: "System",
    hint: "Orders, codes, reminders: an approved template's text only",
  },
] as const;

/** Name, message type and sender. */
export function SectionBasics() {
  const { control, formState } = useFormContext<ViberCampaignFormValues>();
  const typeError = fieldError(formState.errors, "message_type");

  return (
    <FormSection title="Campaign" description="Who sends it, and what kind of message it is.">
      <NameField />

      <div className="grid gap-2">
        <Label id="message_type-label">Message type</Label>
        <Controller
          control={control}
          name="message_type"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby="message_type-label"
              value={String(field.value)}
              onValueChange={(v) => field.onChange(Number(v))}
              className="grid gap-2 sm:grid-cols-2"
            >
              {TYPES.map((t) => (
                <Label
                  key={t.value}
                  htmlFor={`message_type-${t.value}`}
                  className="items-start gap-3 rounded-lg border p-3 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
                >
                  <RadioGroupItem
                    id={`message_type-${t.value}`}
                    value={String(t.value)}
                    className="mt-0.5"
                  />
                  <span className="grid gap-1">
                    <span className="font-medium">{t.label}</span>
                    <span className="text-xs leading-snug text-muted-foreground">{t.hint}</span>
                  </span>
                </Label>
              ))}
            </RadioGroup>
          )}
        />
        {typeError && (
          <p role="alert" className="text-sm text-destructive">
            {typeError}
          </p>
        )}
      </div>

      <SenderField />
    </FormSection>
  );
}

/**
 * No maxLength on the input: a longer paste would be cut without a word. The
 * count says when the name is over, and the form refuses it until shortened.
 */
function NameField() {
  const { register, control, formState } = useFormContext<ViberCampaignFormValues>();
  const name = useWatch({ control, name: "task_name" });
  const count = lengthNotes({
    id: "task_name-count",
    length: name.trim().length,
    limit: VIBER_LIMITS.MAX_NAME_LENGTH,
    error: fieldError(formState.errors, "task_name"),
    showWithin: false,
  });
  return (
    <Field
      id="task_name"
      label="Campaign name"
      hint={`Shown in the campaign list and reports; up to ${VIBER_LIMITS.MAX_NAME_LENGTH} characters.`}
      describedBy={count.notes ? "task_name-count" : undefined}
      error={count.error}
      notes={count.notes}
    >
      {(aria) => <Input autoComplete="off" {...aria} {...register("task_name")} />}
    </Field>
  );
}

function SenderField() {
  const { control } = useFormContext<ViberCampaignFormValues>();
  const senders = useQuery(viberSendersQuery);
  // useWatch, not watch: watch() re-renders the whole form at every change of any
  // field (a 10,000-number paste re-rendered every section)
  const senderId = useWatch({ control, name: "sender_id" });
  const selected = senders.data?.items.find((s) => s.id === senderId);

  if (!senders.isSuccess) return <ListNotReady what="Sender names" query={senders} />;
  const hint = selected
    ? `${senderStatusLabel(selected.status)} · ${selected.traffic_type || "any"} traffic${selected.countries.length ? ` · ${selected.countries.join(", ")}` : ""}`
    : senders.data.items.length === 0
      ? "No sender name is registered yet: an admin registers them with the Messaging API."
      : "Only verified sender names can send.";

  return (
    <FormField control={control} name="sender_id" label="Sender" hint={hint}>
      {(field) => (
        <IdSelect placeholder="Choose a sender name" {...field}>
          {senders.data.items.map((s) => {
            const problem = senderProblem(s);
            return (
              <option key={s.id} value={String(s.id)} disabled={!!problem}>
                {s.name}
                {problem ? ` · ${problem}` : ` · ${senderStatusLabel(s.status)}`}
              </option>
            );
          })}
        </IdSelect>
      )}
    </FormField>
  );
}
