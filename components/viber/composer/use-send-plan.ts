"use client";

import { useEffect, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";

import { useAccount } from "@/components/account/account-context";
import { useDebouncedValue } from "@/lib/hooks/use-debounced-value";
import { useQuietHours } from "@/lib/quiet-hours/queries";
import { DEFAULT_QUIET_HOURS, type QuietHours } from "@/lib/schemas/local-hours";
import type { ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";
import { sendInstant } from "@/lib/schemas/viber/timing";
import type { SendPlan } from "@/lib/viber/send-plan";

import { loadChecks } from "./use-composer-form";

/** The plan's module and the phone checks (libphonenumber): loaded when a plan is first needed. */
const loadPlan = () =>
  Promise.all([import("@/lib/viber/send-plan"), loadChecks()]).then(([plan, checks]) => ({
    ...plan,
    recipientsOf: checks.recipientsOf,
  }));

const WATCHED = [
  "timing",
  "send_at",
  "local_date",
  "local_time",
  "quiet_move",
  "audience",
  "phones_text",
  "country",
] as const;

/**
 * How the composer's campaign would go out, recomputed as its time and phones
 * change: the send groups (local time, or quiet hours moved) and who a time
 * reaches inside quiet hours. Null for "now", an address book, or no plan yet.
 */
export function useSendPlan(): { plan: SendPlan | null; quiet: QuietHours } {
  const { control } = useFormContext<ViberCampaignFormValues>();
  const { timeZone } = useAccount();
  const setting = useQuietHours();
  const quiet = setting.data ?? DEFAULT_QUIET_HOURS;
  const watched = useWatch({ control, name: WATCHED });
  // a text, so an unchanged form is an unchanged value (useWatch gives a new array each render)
  const settled = useDebouncedValue(JSON.stringify(watched), 250);
  const [timing, sendAt, date, time, move, audience, phonesText, country] = JSON.parse(
    settled,
  ) as typeof watched;
  const [plan, setPlan] = useState<SendPlan | null>(null);
  const wanted = audience === "phones" && timing !== "now" && phonesText.trim() !== "";

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadPlan().then((m) => {
      if (!live) return;
      const phones = m.recipientsOf({ phones_text: phonesText, country }).phones;
      const input = { phones, timeZone, quiet, now: Date.now() };
      const at = timing === "scheduled" ? sendInstant(sendAt, timeZone) : null;
      setPlan(
        timing === "local"
          ? m.localPlan(date, time, input)
          : at === null
            ? null
            : m.oneTimePlan(at, move, input),
      );
    });
    return () => {
      live = false;
    };
  }, [wanted, timing, sendAt, date, time, move, phonesText, country, timeZone, quiet]);

  return { plan: wanted ? plan : null, quiet };
}
