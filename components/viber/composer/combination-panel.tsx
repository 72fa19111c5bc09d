"use client";

import {
  combinationRefusal,
  messageCombination,
  VIBER_COMBINATIONS,
  VIBER_MESSAGE_TYPE,
  type ViberCombination,
} from "@messaging-console/contract/viber/content";
import { CheckIcon, CircleSlashIcon, TriangleAlertIcon } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";

import type { ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";
import { contentOf } from "@/lib/schemas/viber/campaign-form-body";
import { cn } from "@/lib/utils";

/** The parts each allowed combination switches on. */
const PARTS: Record<ViberCombination, { text_on: boolean; button_on: boolean; image_on: boolean }> =
  {
    text: { text_on: true, button_on: false, image_on: false },
    "text-button-image": { text_on: true, button_on: true, image_on: true },
    "text-button": { text_on: true, button_on: true, image_on: false },
    image: { text_on: false, button_on: false, image_on: true },
  };

/**
 * The four allowed combinations (from the shared schema), which ones this
 * message type may use, which one the message is now — or, live, why it is none.
 */
export function CombinationPanel() {
  const { control, setValue } = useFormContext<ViberCampaignFormValues>();
  const values = useWatch({ control }) as ViberCampaignFormValues;
  const content = contentOf(values);
  // Shape only: empty fields are the fields' business, not the combination's.
  const shape = {
    ...content,
    message: content.message === null ? null : content.message || " ",
    additional: {
      button: content.additional.button && {},
      image: content.additional.image && {},
    },
  };
  const current = messageCombination(shape);
  const refusal = combinationRefusal(shape);
  const typeName = values.message_type === VIBER_MESSAGE_TYPE.system ? "system" : "promo";

  const use = (c: ViberCombination) => {
    for (const [k, v] of Object.entries(PARTS[c]))
      setValue(k as keyof typeof PARTS.text, v, { shouldDirty: true, shouldValidate: false });
  };

  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-3">
      <p id="combination-heading" className="text-sm font-medium">
        Allowed layouts for {typeName} messages
      </p>
      <ul aria-labelledby="combination-heading" className="grid gap-1.5 sm:grid-cols-2">
        {(Object.keys(VIBER_COMBINATIONS) as ViberCombination[]).map((c) => {
          const spec = VIBER_COMBINATIONS[c];
          const allowed = (spec.types as readonly number[]).includes(values.message_type);
          const active = current === c;
          return (
            <li key={c}>
              <button
                type="button"
                disabled={!allowed || active}
                onClick={() => use(c)}
                aria-pressed={active}
                className={cn(
                  "flex w-full items-center gap-2 rounded-md border bg-background px-2.5 py-1.5 text-left text-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  active && "border-primary bg-primary/10 font-medium",
                  allowed && !active && "hover:bg-accent",
                  !allowed && "cursor-not-allowed text-muted-foreground line-through decoration-1",
                )}
              >
                {allowed ? (
                  <CheckIcon
                    aria-hidden="true"
                    className={cn("size-4 shrink-0", active ? "text-primary" : "opacity-40")}
                  />
                ) : (
                  <CircleSlashIcon aria-hidden="true" className="size-4 shrink-0" />
                )}
                <span>{spec.label}</span>
                <span className="sr-only">
                  {active
                    ? " (this message)"
                    : allowed
                      ? " (use this layout)"
                      : ` (not for ${typeName} messages)`}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" aria-live="polite" className="flex items-start gap-2 text-sm">
        {refusal ? (
          <>
            <TriangleAlertIcon
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-status-danger"
            />
            <span>
              <span className="font-medium">Not allowed: </span>
              {refusal.message}
            </span>
          </>
        ) : current ? (
          <>
            <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-status-success" />
            <span>This message is “{VIBER_COMBINATIONS[current].label}”.</span>
          </>
        ) : null}
      </p>
    </div>
  );
}

export { PARTS as COMBINATION_PARTS };
