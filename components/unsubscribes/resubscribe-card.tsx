"use client";

import { RESUBSCRIBE_LANGS } from "@messaging-console/contract/limits";
import { MailPlusIcon } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";

import { useAccount } from "@/components/account/account-context";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeading } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { isQuotaRefusal } from "@/lib/email/resubscribe-quota";
import { ApiError, errorMessage } from "@/lib/queries/api-client";
import { useEmailSenders } from "@/lib/queries/email/sender-addresses";
import { useResubscribe, useResubscribeQuota } from "@/lib/queries/email/unsubscribes";
import { useActionKey } from "@/lib/queries/use-action-key";
import { resubscribeResolver } from "@/lib/schemas/email/unsubscribe-form";
import type { ResubscribeBody, ResubscribeForm } from "@/lib/schemas/email/unsubscribe-form-checks";
import { toast } from "@/lib/toast";

import { formatResetsAt, NONE_LEFT_ID, ResubscribeQuota } from "./resubscribe-quota";

const LANGUAGES: Record<(typeof RESUBSCRIBE_LANGS)[number], string> = {
  en: "English",
  ru: "Russian",
  ua: "Ukrainian",
  tr: "Turkish",
  es: "Spanish",
  pt: "Portuguese",
};

/**
 * Sends the email in which an unsubscribed person confirms they want emails again;
 * `email` fills in the recipient (the recipient page).
 */
export function ResubscribeCard({ email = "" }: { email?: string }) {
  const { timeZone } = useAccount();
  const quota = useResubscribeQuota();
  const senders = useEmailSenders();
  const send = useResubscribe();
  const actionKey = useActionKey();
  const active = (senders.data?.items ?? []).filter((s) => !s.status || s.status === "Active");
  const form = useForm<ResubscribeForm, unknown, ResubscribeBody>({
    resolver: resubscribeResolver,
    defaultValues: { email, sender: "", lang: "en" },
  });
  const { errors } = form.formState;
  const noneLeft = quota.data?.remaining === 0;
  const firstSender = active[0]?.email;
  useEffect(() => {
    // the first active sender is the default once the list arrives
    if (firstSender && !form.getValues("sender")) form.setValue("sender", firstSender);
  }, [firstSender, form]);

  const submit = form.handleSubmit(async (body) => {
    try {
      await send.mutateAsync({ body, key: actionKey.keyFor(body) });
      actionKey.done();
      toast.success(`Confirmation email sent to ${body.email}.`);
      form.reset({ ...body, email });
      form.setFocus("email");
    } catch (err) {
      form.setError("root", { message: refusalWords(err, quota.data?.resetsAt ?? null, timeZone) });
    }
  });

  return (
    <Card className="gap-4">
      <CardHeading
        title="Resubscribe request"
        description="Sends an unsubscribed person an email asking them to confirm they want your emails again. Only they can resubscribe themselves."
      />
      <CardContent className="grid gap-4">
        <ResubscribeQuota quota={quota.data} error={quota.error} timeZone={timeZone} />
        <form
          className="grid gap-4"
          onSubmit={submit}
          onFocus={resubscribeResolver.preload}
          noValidate
          aria-label="Resubscribe request"
        >
          {errors.root && (
            <p
              role="alert"
              className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
            >
              {errors.root.message}
            </p>
          )}
          <FormField control={form.control} name="email" id="resub-email" label="Recipient">
            {(control) => (
              <Input type="email" autoComplete="off" placeholder="name@example.com" {...control} />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <FormField
              control={form.control}
              name="sender"
              id="resub-sender"
              label="Sender"
              errorText={(message) =>
                message
                  ? "Pick a sender address"
                  : senders.isError
                    ? `The sender addresses could not be loaded: ${errorMessage(senders.error)}`
                    : undefined
              }
            >
              {(control) => (
                <NativeSelect
                  {...control}
                  options={active.map((s) => ({
                    value: s.email,
                    label: s.name ? `${s.name} <${s.email}>` : s.email,
                  }))}
                >
                  <option value="">{senders.isPending ? "Loading…" : "Choose a sender"}</option>
                </NativeSelect>
              )}
            </FormField>
            <FormField control={form.control} name="lang" id="resub-lang" label="Language">
              {(control) => (
                <NativeSelect
                  {...control}
                  options={RESUBSCRIBE_LANGS.map((l) => ({
                    value: l,
                    label: `${LANGUAGES[l]} (${l})`,
                  }))}
                />
              )}
            </FormField>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Button
              type="submit"
              className="w-fit"
              disabled={send.isPending || noneLeft}
              aria-describedby={noneLeft ? NONE_LEFT_ID : undefined}
            >
              <MailPlusIcon aria-hidden="true" />
              {send.isPending ? "Sending…" : "Send confirmation email"}
            </Button>
            {noneLeft && (
              <span className="text-sm text-muted-foreground">
                None left
                {quota.data?.resetsAt
                  ? ` until ${formatResetsAt(quota.data.resetsAt, timeZone)}`
                  : ""}
              </span>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function refusalWords(err: unknown, resetsAt: string | null, timeZone: string): string {
  if (err instanceof ApiError && isQuotaRefusal(err.message)) {
    const resets = formatResetsAt(resetsAt, timeZone);
    return `Not sent: the day's 5 resubscribe requests are used up for this account. The Messaging API refuses more until one of them is 24 hours old${resets ? ` (at ${resets})` : ""}.`;
  }
  return errorMessage(err);
}
