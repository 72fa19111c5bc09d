"use client";

import { useState } from "react";

import { useAccount } from "@/components/account/account-context";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useHeldWrites } from "@/lib/held-campaigns/queries";
import type { HeldCampaignView } from "@/lib/held-campaigns/schema";
import { ApiError, errorMessage } from "@/lib/queries/api-client";
import { useActionKey } from "@/lib/queries/use-action-key";
import { instantToLocalInput, localInputToUpstream } from "@/lib/schemas/viber/timing";
import { toast } from "@/lib/toast";

/**
 * The author changes the name, the text or the time of a held campaign. Under
 * the approval setting it then needs approval again, whoever approved it before.
 */
export function HeldEditForm({
  campaign: c,
  onDone,
}: {
  campaign: HeldCampaignView;
  onDone: () => void;
}) {
  const { timeZone } = useAccount();
  const writes = useHeldWrites();
  const key = useActionKey();
  const part = c.parts.find((p) => p.status !== "sent" && p.status !== "cancelled") ?? c.parts[0]!;
  const [name, setName] = useState(part.payload.task_name ?? "");
  const [message, setMessage] = useState(part.payload.message ?? "");
  const [when, setWhen] = useState(
    part.sendAt ? instantToLocalInput(Date.parse(part.sendAt), timeZone) : "",
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const sendDate = when ? localInputToUpstream(when) : "now";
    if (!sendDate) return setErrors({ send_date: "Choose a date and time" });
    const campaign = {
      ...part.payload,
      task_name: name.trim(),
      message: message || null,
      send_date: sendDate,
    };
    setSaving(true);
    try {
      await writes.edit(c.batchId, part.id, c.version, campaign, key.keyFor(campaign));
      key.done();
      toast.success("Changed");
      onDone();
    } catch (err) {
      // the server names fields of the body's campaign as "campaign.<field>"
      const fields = err instanceof ApiError && err.fields ? err.fields : null;
      setErrors(
        fields
          ? Object.fromEntries(
              Object.entries(fields).map(([k, v]) => [k.replace(/^campaign\./, ""), v]),
            )
          : { root: errorMessage(err) },
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void save(e)}
      className="grid gap-3 border-t pt-4"
      aria-label="Change the campaign"
    >
      <Field id="held-edit-name" label="Campaign name" error={errors.task_name}>
        {(control) => <Input {...control} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Field id="held-edit-message" label="Message" error={errors.message}>
        {(control) => (
          <Textarea
            {...control}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            rows={5}
          />
        )}
      </Field>
      <Field
        id="held-edit-send-at"
        label={`Send at (${timeZone})`}
        error={errors.send_date}
        hint="Empty: as soon as it is approved."
      >
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            value={when}
            onChange={(e) => setWhen(e.target.value)}
          />
        )}
      </Field>
      {errors.root && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root}
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        {c.status === "approved" ||
        c.status === "awaiting_approval" ||
        c.status === "sent_back" ||
        c.status === "expired"
          ? "After a change it needs approval again."
          : "It stays in the console until its new time."}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="ghost" onClick={onDone}>
          Discard changes
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
