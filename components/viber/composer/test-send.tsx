"use client";

import { useMutation } from "@tanstack/react-query";
import { CircleCheckIcon, SendIcon, TriangleAlertIcon } from "lucide-react";
import Link from "next/link";
import { useId, useState, useSyncExternalStore } from "react";
import { useFormContext } from "react-hook-form";

import { useAccount } from "@/components/account/account-context";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiError, apiRequest, errorMessage, newIdempotencyKey } from "@/lib/queries/api-client";
import type { ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";

import { Notice } from "./notice";
import { loadChecks } from "./use-composer-form";

type Sent = { id: number; name: string; phone: string };

const noSubscribe = () => () => {};

/** Where the number is remembered: per person, in this browser. */
const storageKey = (email: string) => `messaging-console:test-phone:${email.toLowerCase()}`;

/**
 * "Send a test to my phone": the message as it stands, as a real campaign to
 * one number (it costs one message and goes through moderation like any
 * campaign). The number is checked with libphonenumber (loaded on first use)
 * and remembered in this browser; each click is one new campaign (its own
 * Idempotency-Key, so a double-sent request is still one).
 */
export function TestSend() {
  const id = useId();
  const { email } = useAccount();
  const form = useFormContext<ViberCampaignFormValues>();
  // what this browser remembers, read after hydration (the server cannot know it)
  const remembered = useSyncExternalStore(
    noSubscribe,
    () => window.localStorage.getItem(storageKey(email)) ?? "",
    () => "",
  );
  const [typed, setPhone] = useState<string | null>(null);
  const phone = typed ?? remembered;
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: (v: { body: unknown; key: string }) =>
      apiRequest<Sent>("/api/viber/campaigns/test", {
        method: "POST",
        body: v.body,
        idempotencyKey: v.key,
      }),
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const values = form.getValues();
    const [{ normalisePhone }, { campaignBody }] = await Promise.all([
      import("@/lib/phone/numbers"),
      loadChecks(),
    ]);
    const read = normalisePhone(phone, values.country as Parameters<typeof normalisePhone>[1]);
    if ("reason" in read) return setError(`Not a phone number we can send to: ${read.reason}.`);
    setError(undefined);
    window.localStorage.setItem(storageKey(email), phone.trim());
    const body = campaignBody({
      ...values,
      audience: "phones",
      address_book: null,
      phones_text: `+${read.phone}`,
      timing: "now",
    });
    if (!body) {
      void form.trigger();
      return setError("The campaign has problems to fix first: see the fields marked above.");
    }
    send.mutate({ body, key: newIdempotencyKey() });
  }

  const failed = send.error;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="font-semibold">
          Send a test to my phone
        </h2>
        <p className="text-sm text-muted-foreground">
          The message as it stands, sent now as a campaign of its own to one number. It costs one
          message and is reviewed by the Messaging API like any campaign.
        </p>
      </div>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_auto]"
      >
        <Field id={`${id}-phone`} label="My phone number" error={error}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="+380 50 123 4567"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          )}
        </Field>
        <Button
          type="submit"
          variant="outline"
          disabled={send.isPending || !phone.trim()}
          className="sm:mt-6"
        >
          <SendIcon aria-hidden="true" />
          {send.isPending ? "Sending test…" : "Send test"}
        </Button>
      </form>
      {send.isSuccess && (
        <Notice tone="info" icon={CircleCheckIcon}>
          <p>
            Test sent to +{send.data.phone}:{" "}
            <Link
              href={`/viber/campaigns/${encodeURIComponent(send.data.id)}`}
              className="font-medium underline underline-offset-4"
            >
              campaign #{send.data.id}
            </Link>{" "}
            “{send.data.name}”. It arrives once moderation passes.
          </p>
        </Notice>
      )}
      {failed && (
        <Notice tone="danger" icon={TriangleAlertIcon} role="alert">
          <p className="font-medium">
            {failed instanceof ApiError && failed.outcome === "unknown"
              ? "The test is not confirmed"
              : "The test was not sent"}
          </p>
          <p>{errorMessage(failed)}</p>
          {failed instanceof ApiError && failed.outcome === "unknown" && (
            <p>It may have been created: look in the campaign list before sending another.</p>
          )}
        </Notice>
      )}
    </section>
  );
}
