"use client";

import Link from "next/link";

import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { senderUsable } from "@/lib/email/senders";
import { errorMessage } from "@/lib/queries/api-client";
import { useEmailSenders } from "@/lib/queries/email/sender-addresses";
import type { EmailSender } from "@/lib/schemas/resources";

/** The sender address, picked from the account's; inactive ones shown, disabled, with the reason. */
export function SenderField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (sender: EmailSender | null) => void;
  error?: string;
}) {
  const senders = useEmailSenders();
  const items = senders.data?.items ?? [];
  const inactive = items.filter((s) => !senderUsable(s));
  const hint =
    inactive.length > 0
      ? `${inactive.length} ${inactive.length === 1 ? "address is" : "addresses are"} not active yet and cannot send.`
      : undefined;

  return (
    <Field
      id="send-from"
      label="From"
      className="grid-cols-1"
      hint={hint}
      error={
        senders.isError
          ? `The sender addresses could not be loaded: ${errorMessage(senders.error)}`
          : error
      }
    >
      {(control) => (
        <>
          {senders.isPending ? (
            <Skeleton className="h-9 w-full" aria-label="Loading the sender addresses" />
          ) : (
            <NativeSelect
              value={value}
              {...control}
              onChange={(e) => onChange(items.find((s) => s.email === e.target.value) ?? null)}
            >
              <option value="">Pick a sender address…</option>
              {items.map((s) => (
                <option key={s.email} value={s.email} disabled={!senderUsable(s)}>
                  {s.name ? `${s.name} <${s.email}>` : s.email}
                  {senderUsable(s)
                    ? s.status
                      ? ` · ${s.status}`
                      : ""
                    : ` · ${s.status}: cannot send yet`}
                </option>
              ))}
            </NativeSelect>
          )}
          {senders.data && items.length === 0 && (
            <p className="text-sm text-muted-foreground">
              No sender address yet. An admin adds one on the{" "}
              <Link href="/email/senders" className="underline underline-offset-4">
                Sender addresses
              </Link>{" "}
              page.
            </p>
          )}
        </>
      )}
    </Field>
  );
}
