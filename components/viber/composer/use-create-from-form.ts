"use client";

import type { ViberCampaignCreate } from "@messaging-console/contract/viber/campaign";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import type { useDraftAutosave } from "@/components/drafts/use-draft-autosave";
import { heldHref, useHeldWrites } from "@/lib/held-campaigns/queries";
import { CHECKS_NOT_LOADED } from "@/lib/lazy-resolver";
import { ApiError } from "@/lib/queries/api-client";
import { useActionKey } from "@/lib/queries/use-action-key";
import {
  placeServerError,
  type PlacedServerError,
} from "@/lib/queries/viber/campaign-server-error";
import { useCreateCampaign } from "@/lib/queries/viber/campaigns";
import { useCreateSendGroups } from "@/lib/queries/viber/send-groups";
import {
  defaultFormValues,
  type FormField,
  type ViberCampaignFormValues,
} from "@/lib/schemas/viber/campaign-form";
import type { SendGroupsCreate } from "@/lib/schemas/viber/send-groups";
import { toast } from "@/lib/toast";

import { loadChecks } from "./use-composer-form";

/**
 * Creating the campaign from the form's values: one key per action, the draft
 * paused meanwhile and discarded on success (then on to the campaign's page); a
 * refusal is placed on the fields it names (`onRefused`, then `onEdit` to show them).
 */
export function useCreateFromForm(
  form: UseFormReturn<ViberCampaignFormValues>,
  autosave: ReturnType<typeof useDraftAutosave<ViberCampaignFormValues>>,
  { onEdit, onRefused }: { onEdit: () => void; onRefused: (error: PlacedServerError) => void },
) {
  const router = useRouter();
  const create = useCreateCampaign();
  const createGroups = useCreateSendGroups();
  const writes = useHeldWrites();
  const [holding, setHolding] = useState(false);
  const actionKey = useActionKey();
  const sending = useRef(false);

  /** `hold`: keep it in the console (for approval, or `keep` until its time) instead of creating it upstream */
  async function send(hold?: { keep: boolean }) {
    if (sending.current) return;
    sending.current = true;
    let body: ViberCampaignCreate | null;
    try {
      body = (await loadChecks()).campaignBody(form.getValues());
    } catch {
      sending.current = false;
      form.setError("root", { message: CHECKS_NOT_LOADED });
      return;
    }
    if (!body) {
      sending.current = false;
      onEdit();
      void form.trigger();
      return;
    }
    const delivery = deliveryOf(form.getValues());
    const groups: SendGroupsCreate | null = delivery ? { campaign: body, delivery } : null;
    // One key per action: a double click or a retry of the same body reuses it.
    const key = actionKey.keyFor(groups ?? (hold ? { body, hold } : body));
    await autosave.pause();
    try {
      if (groups) {
        // kept in the console in any case (and for approval when the setting asks)
        const made = await createGroups.mutateAsync({ body: groups, key });
        actionKey.done();
        await autosave.discard(defaultFormValues, { stop: true }).catch(() => {});
        toast.success(`Campaign “${made.name}” created: ${made.groups.length} send groups`);
        router.push(`/viber/campaigns/groups/${encodeURIComponent(made.batchId)}`);
        return;
      }
      if (hold) {
        setHolding(true);
        const held = await writes.create(body, hold.keep, key).finally(() => setHolding(false));
        actionKey.done();
        await autosave.discard(defaultFormValues, { stop: true }).catch(() => {});
        toast.success(
          held.status === "awaiting_approval"
            ? `“${body.task_name}” is waiting for approval`
            : `“${body.task_name}” is kept in the console until its time`,
        );
        router.push(heldHref(held.batchId));
        return;
      }
      const created = await create.mutateAsync({ body, key });
      actionKey.done();
      // done: the form, still holding the campaign, is not saved again as the page goes
      await autosave.discard(defaultFormValues, { stop: true }).catch(() => {});
      toast.success(`Campaign “${created.name || body.task_name}” created`);
      router.push(`/viber/campaigns/${encodeURIComponent(created.id)}`);
    } catch (err) {
      sending.current = false;
      // A refusal is final for its key (the server replays it); sending again is a new attempt.
      if (err instanceof ApiError && err.code === "upstream_rejected") actionKey.done();
      autosave.resume();
      const placed = placeServerError(err, form.getValues("audience"));
      onRefused(placed);
      const named = Object.entries(placed.fields) as [FormField, string][];
      if (named.length > 0) {
        onEdit();
        named.forEach(([field, message], i) =>
          form.setError(field, { type: "server", message }, { shouldFocus: i === 0 }),
        );
      }
    }
  }

  return { send, pending: create.isPending || createGroups.isPending || holding };
}

/** How the campaign goes out when not as one upstream campaign: at local times, or quiet hours moved. */
function deliveryOf(v: ViberCampaignFormValues): SendGroupsCreate["delivery"] | null {
  if (v.timing === "local") return { mode: "local", date: v.local_date, time: v.local_time };
  if (v.timing === "scheduled" && v.quiet_move) return { mode: "quiet-moved" };
  return null;
}
