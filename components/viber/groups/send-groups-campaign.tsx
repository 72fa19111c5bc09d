"use client";

import { Loader2Icon, RotateCwIcon } from "lucide-react";
import Link from "next/link";

import { useAccount, useCan } from "@/components/account/account-context";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorState, retryOf } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { CampaignCounters } from "@/components/viber/campaign-counters";
import { SendGroupsTable } from "@/components/viber/send-groups-table";
import { formatNumber } from "@/lib/format";
import { heldHref } from "@/lib/held-campaigns/queries";
import { errorMessage } from "@/lib/queries/api-client";
import { useActionKey } from "@/lib/queries/use-action-key";
import { useRetrySendGroups, useSendGroups } from "@/lib/queries/viber/send-groups";
import type { SendGroupView } from "@/lib/schemas/viber/send-groups";
import { toast } from "@/lib/toast";

import { SendGroupsEngagement } from "./send-groups-engagement";

/**
 * One console campaign sent as several upstream ones: the groups listed with
 * what became of each (waiting in the console, sent, failed), the sent ones'
 * figures summed, each sent group's own page for its recipients and engagement,
 * and the failed groups sent again (only those).
 */
export function SendGroupsCampaign({ batch }: { batch: string }) {
  const { timeZone } = useAccount();
  const canWrite = useCan("campaigns:write");
  const query = useSendGroups(batch);
  const retry = useRetrySendGroups(batch);
  const actionKey = useActionKey();

  if (query.isPending)
    return (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading the campaign">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <ErrorState
        title="The campaign could not be loaded"
        message={errorMessage(query.error)}
        {...retryOf(query)}
      />
    );

  const view = query.data;
  const recipients = view.groups.reduce((n, g) => n + g.recipients, 0);
  const failed = view.groups.filter((g) => g.status === "failed");

  async function sendAgain() {
    try {
      await retry.mutateAsync(actionKey.keyFor({ batch, failed: failed.map((g) => g.id) }));
      actionKey.done();
      toast.success("The failed groups are back in line: each goes out at its time.");
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <section aria-labelledby="batch-title" className="grid gap-1">
        <h2 id="batch-title" className="text-xl font-semibold tracking-tight break-words">
          {view.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          {formatNumber(recipients)} recipients in {view.groups.length}{" "}
          {view.groups.length === 1 ? "group" : "groups"}. A group stays in the console until
          shortly before its time; once sent upstream it can no longer be changed.
        </p>
      </section>
      {view.groups.some((g) => g.status === "awaiting_approval" || g.status === "sent_back") && (
        <p className="rounded-lg border border-status-warning/40 bg-status-warning/5 p-3 text-sm">
          This campaign needs another person&apos;s approval before any group goes out.{" "}
          <Link href={heldHref(batch)} className="font-medium underline underline-offset-4">
            Open its approval
          </Link>
        </p>
      )}
      {failed.length > 0 && (
        <div
          role="alert"
          className="grid gap-2 rounded-lg border border-status-danger/40 bg-status-danger/5 p-4 text-sm"
        >
          <p className="font-medium">
            {failed.length} {failed.length === 1 ? "group was" : "groups were"} not created
            upstream: {failed.map((g) => g.zone ?? "everyone else").join(", ")}.
          </p>
          {canWrite && (
            <div>
              <Button
                type="button"
                size="sm"
                onClick={() => void sendAgain()}
                disabled={retry.isPending}
              >
                {retry.isPending ? (
                  <Loader2Icon className="animate-spin" aria-hidden="true" />
                ) : (
                  <RotateCwIcon aria-hidden="true" />
                )}
                Send the failed {failed.length === 1 ? "group" : "groups"} again
              </Button>
            </div>
          )}
        </div>
      )}
      <section aria-labelledby="groups-title" className="grid gap-2">
        <h3 id="groups-title" className="font-medium">
          Send groups
        </h3>
        <SendGroupsTable
          caption="Send groups"
          timeZone={timeZone}
          groups={view.groups.map((g) => ({
            ...g,
            key: String(g.id),
            sendAt: Date.parse(g.sendAt),
            state: <GroupState group={g} />,
          }))}
        />
      </section>
      <section aria-labelledby="figures-title" className="grid gap-2">
        <h3 id="figures-title" className="font-medium">
          All groups together
        </h3>
        {view.figures ? (
          <CampaignCounters counters={view.figures} clickable />
        ) : (
          <p className="text-sm text-muted-foreground">
            No group has gone out yet: figures come once one has.
          </p>
        )}
      </section>
      {view.figures && <SendGroupsEngagement batch={batch} />}
    </div>
  );
}

const WAITING: Record<string, string> = {
  held: "Waits in the console",
  approved: "Waits in the console",
  awaiting_approval: "Awaiting approval",
  sending: "Going upstream",
  cancelled: "Cancelled",
  expired: "Expired",
  sent_back: "Sent back",
};

function GroupState({ group: g }: { group: SendGroupView }) {
  if (g.status === "sent" && g.upstreamId !== null)
    return (
      <span className="grid gap-0.5">
        <Link
          href={`/viber/campaigns/${encodeURIComponent(g.upstreamId)}`}
          className="font-medium underline underline-offset-4"
        >
          Campaign #{g.upstreamId}
        </Link>
        {g.late && <Badge variant="warning">Sent late</Badge>}
      </span>
    );
  if (g.status === "failed")
    return (
      <span className="grid gap-0.5">
        <Badge variant="danger">Failed</Badge>
        {g.error && <span className="text-xs text-muted-foreground">{g.error}</span>}
      </span>
    );
  return <Badge variant="neutral">{WAITING[g.status] ?? g.status}</Badge>;
}
