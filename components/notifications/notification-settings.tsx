"use client";

import * as React from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { usePrefs, useSavePrefs } from "@/lib/notifications/queries";
import type { DigestSettingsInput, NotificationPrefs } from "@/lib/notifications/schema";
import { errorMessage } from "@/lib/queries/api-client";
import { toast } from "@/lib/toast";

import { DigestForm } from "./digest-form";
import { SenderPicker } from "./sender-picker";
import { SubscriptionsTable, type Choices } from "./subscriptions-table";

const TOPICS = {
  admin: "sender domains, the Messaging API's health and webhooks",
  marketer: "Viber campaigns",
  support: "bounces and unsubscribes",
} as const;

/** A person's own notification settings; admins also pick the sender of notification email. */
export function NotificationSettings({
  isAdmin,
  role,
}: {
  isAdmin: boolean;
  role: keyof typeof TOPICS;
}) {
  const prefs = usePrefs();
  return (
    <div className="grid gap-6">
      {prefs.isPending ? (
        <Skeleton className="h-96" />
      ) : prefs.isError ? (
        <ErrorState
          message={errorMessage(prefs.error)}
          onRetry={() => void prefs.refetch()}
          retrying={prefs.isFetching}
        />
      ) : (
        <PrefsForm prefs={prefs.data} topics={TOPICS[role]} />
      )}
      {isAdmin && (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Notification email</h2>
            </CardTitle>
            <CardDescription>
              Alerts and digests go out through this account&apos;s own SMTP, from the address
              chosen here (for everyone).
            </CardDescription>
          </CardHeader>
          <CardContent>
            <SenderPicker />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function PrefsForm({ prefs, topics }: { prefs: NotificationPrefs; topics: string }) {
  const [choices, setChoices] = React.useState<Choices>(() =>
    Object.fromEntries(
      prefs.subscriptions.map((s) => [s.ruleId, { console: s.console, email: s.email }]),
    ),
  );
  const [digest, setDigest] = React.useState<DigestSettingsInput>(prefs.digest);
  const save = useSavePrefs();
  const wantsEmail = digest.frequency !== "off" || Object.values(choices).some((c) => c.email);
  return (
    <form
      className="grid gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { subscriptions: choices, digest },
          { onSuccess: () => toast.success("Notification settings saved") },
        );
      }}
    >
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Alerts</h2>
          </CardTitle>
          <CardDescription>
            The alerts your role can read. Each is told once when it starts and once when it
            resolves.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {wantsEmail && !prefs.emailReady && (
            <p role="status" className="rounded-md border px-3 py-2 text-sm">
              No sender address is chosen for notification email yet: email waits until an admin
              picks one.
            </p>
          )}
          <SubscriptionsTable
            choices={choices}
            emailReady={prefs.emailReady}
            onChange={(id, channel, on) =>
              setChoices((c) => ({ ...c, [id]: { ...c[id]!, [channel]: on } }))
            }
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Digest</h2>
          </CardTitle>
          <CardDescription>
            A summary by email of {topics}, from the alerts of the period and how things stand.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DigestForm value={digest} onChange={setDigest} timeZone={prefs.timeZone} />
        </CardContent>
      </Card>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save settings"}
        </Button>
        {save.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(save.error)}
          </p>
        )}
      </div>
    </form>
  );
}
