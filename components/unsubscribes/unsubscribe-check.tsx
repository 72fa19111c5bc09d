"use client";

import { CircleCheckIcon, CircleSlashIcon, SearchIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeading } from "@/components/ui/card";
import { ErrorState, retryOf } from "@/components/ui/error-state";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/queries/api-client";
import { useUnsubscribeSearch } from "@/lib/queries/email/unsubscribes";
import { checkResolver } from "@/lib/schemas/email/unsubscribe-form";

/** "Is this address unsubscribed?" with a yes/no answer, and removal from the list where allowed. */
export function UnsubscribeCheck({ onRemove }: { onRemove: ((email: string) => void) | null }) {
  const [asked, setAsked] = useState<string | null>(null);
  const search = useUnsubscribeSearch(asked);
  const form = useForm<{ email: string }>({
    resolver: checkResolver,
    defaultValues: { email: "" },
  });

  return (
    <Card className="gap-4">
      <CardHeading
        title="Is an address unsubscribed?"
        description="The Messaging API delivers to unsubscribed addresses too; the console's send form asks before sending to one. Check an address before answering a “stop emailing me” or “I get nothing” request."
      />
      <CardContent className="grid gap-4">
        <form
          className="flex flex-wrap items-start gap-2"
          noValidate
          onFocus={checkResolver.preload}
          onSubmit={form.handleSubmit(({ email }) => {
            setAsked(email);
            if (email === asked) void search.refetch();
          })}
        >
          <FormField
            control={form.control}
            name="email"
            id="check-email"
            label="Email address"
            className="min-w-0 flex-1"
          >
            {(control) => (
              <Input type="email" autoComplete="off" placeholder="name@example.com" {...control} />
            )}
          </FormField>
          <Button type="submit" className="mt-[1.375rem]" disabled={search.isFetching}>
            <SearchIcon aria-hidden="true" />
            Check
          </Button>
        </form>
        <div aria-live="polite">
          {asked && search.isError ? (
            <ErrorState message={errorMessage(search.error)} {...retryOf(search)} />
          ) : asked && search.data ? (
            <Answer
              email={asked}
              unsubscribed={search.data.unsubscribed}
              onRemove={onRemove}
              stale={search.isFetching}
            />
          ) : asked ? (
            <p className="text-sm text-muted-foreground">Checking {asked}…</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function Answer(props: {
  email: string;
  unsubscribed: boolean;
  onRemove: ((email: string) => void) | null;
  stale: boolean;
}) {
  const Icon = props.unsubscribed ? CircleSlashIcon : CircleCheckIcon;
  return (
    <div
      role="status"
      aria-label="Check result"
      aria-busy={props.stale || undefined}
      className={
        props.unsubscribed
          ? "flex flex-wrap items-center gap-3 rounded-lg border border-status-danger/30 bg-status-danger/5 p-3"
          : "flex flex-wrap items-center gap-3 rounded-lg border border-status-success/30 bg-status-success/5 p-3"
      }
    >
      <Icon
        className={props.unsubscribed ? "size-5 text-status-danger" : "size-5 text-status-success"}
        aria-hidden="true"
      />
      <p className="min-w-48 flex-1 text-sm">
        <strong>{props.unsubscribed ? "Yes, unsubscribed. " : "No, not unsubscribed. "}</strong>
        <span className="break-all">{props.email}</span>
        {props.unsubscribed
          ? " is on the unsubscribe list: the Messaging API still delivers what is sent to it; the console asks before sending."
          : " is not on the unsubscribe list: emails to it are sent."}
      </p>
      {props.unsubscribed && props.onRemove && (
        <Button variant="outline" size="sm" onClick={() => props.onRemove?.(props.email)}>
          Remove from the list
        </Button>
      )}
    </div>
  );
}
