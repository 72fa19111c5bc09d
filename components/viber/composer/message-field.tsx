"use client";

import { VIBER_LIMITS } from "@messaging-console/contract/viber/content";
import { useQuery } from "@tanstack/react-query";
import { CheckIcon, TriangleAlertIcon } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";

import { Field } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { viberTemplatesQuery } from "@/lib/queries/viber/templates";
import type { ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";

import { fieldError } from "./form-section";
import { lengthNotes } from "./length-note";

/** The message text: characters left, and for system messages the approved templates. */
export function MessageField({ system }: { system: boolean }) {
  const { register, control, formState, setValue } = useFormContext<ViberCampaignFormValues>();
  const error = fieldError(formState.errors, "message");
  const message = useWatch({ control, name: "message" });
  const templates = useQuery({ ...viberTemplatesQuery, enabled: system });
  const count = lengthNotes({
    id: "message-count",
    length: message.length,
    limit: VIBER_LIMITS.MAX_MESSAGE_LENGTH,
    error,
  });
  const match = templates.data?.items.find((t) => t.text === message);

  return (
    <div className="grid gap-2 *:min-w-0">
      {system && (
        <div
          id="message-rule"
          className="grid gap-2 rounded-lg border border-status-info/30 bg-status-info/5 p-3 text-sm *:min-w-0"
        >
          <p>
            A system message must be <strong>exactly</strong> the text of an approved template: the
            Messaging API refuses any other text.
          </p>
          {templates.data?.listed && templates.data.items.length > 0 && (
            <div className="grid gap-1.5 *:min-w-0">
              <Label htmlFor="template-pick">Use an approved template</Label>
              <NativeSelect
                id="template-pick"
                value={match ? String(match.id) : ""}
                onChange={(e) => {
                  const t = templates.data.items.find((x) => String(x.id) === e.target.value);
                  if (t)
                    setValue("message", t.text, {
                      shouldDirty: true,
                      shouldValidate: formState.isSubmitted,
                    });
                }}
              >
                <option value="" disabled>
                  Choose a template
                </option>
                {templates.data.items.map((t) => (
                  <option key={t.id} value={String(t.id)}>
                    {`${t.name}: ${t.text}`}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          {templates.data && !templates.data.listed && (
            <p className="text-muted-foreground">
              The approved templates cannot be listed here; copy the text from your Viber account.
            </p>
          )}
          {templates.data?.listed && message !== "" && (
            <p className="flex items-center gap-1.5">
              {match ? (
                <>
                  <CheckIcon aria-hidden="true" className="size-4 text-status-success" /> Matches “
                  {match.name}”.
                </>
              ) : (
                <>
                  <TriangleAlertIcon aria-hidden="true" className="size-4 text-status-warning" />{" "}
                  Does not match any approved template.
                </>
              )}
            </p>
          )}
        </div>
      )}
      <Field
        id="message"
        label="Message text"
        className="*:min-w-0"
        describedBy={[system && "message-rule", count.notes && "message-count"]
          .filter(Boolean)
          .join(" ")}
        error={count.error}
        notes={count.notes}
      >
        {(aria) => <Textarea rows={6} {...aria} {...register("message")} />}
      </Field>
    </div>
  );
}
