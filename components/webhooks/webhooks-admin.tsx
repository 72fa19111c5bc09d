"use client";

import { PlusIcon, WebhookIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { DataTable } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { failureOf } from "@/components/ui/error-state";
import { LoadOnIntent, mountedOnceOpen } from "@/components/ui/load-on-intent";
import { toast } from "@/lib/toast";
import type { WebhookSaved } from "@/lib/webhooks/kinds";
import { useWebhooks } from "@/lib/webhooks/queries";

import { webhookColumns } from "./webhook-columns";

const SecretDialog = mountedOnceOpen(
  dynamic(() => import("./secret-dialog").then((m) => m.SecretDialog), { ssr: false }),
  (p) => p.secret !== null,
);
const loadCreateDialog = () => import("./webhook-create-dialog").then((m) => m.WebhookCreateDialog);

/** The webhook endpoints, and adding one (a signed one's secret is shown once, then its page opens). */
export function WebhooksAdmin() {
  const webhooks = useWebhooks();
  const router = useRouter();
  const [secret, setSecret] = useState<{ name: string; secret: string; id: number } | null>(null);

  function created(saved: WebhookSaved) {
    if (saved.secret)
      setSecret({ name: saved.endpoint.name, secret: saved.secret, id: saved.endpoint.id });
    else {
      if (saved.notice) toast.info(saved.notice);
      else toast.success(`${saved.endpoint.name} added.`);
      router.push(`/admin/webhooks/${saved.endpoint.id}`);
    }
  }

  const add = (
    <LoadOnIntent
      load={loadCreateDialog}
      props={{ onCreated: created }}
      trigger={
        <Button aria-haspopup="dialog">
          <PlusIcon aria-hidden="true" /> Add webhook
        </Button>
      }
    />
  );
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {webhooks.data
            ? `${webhooks.data.items.length} ${webhooks.data.items.length === 1 ? "webhook" : "webhooks"}`
            : " "}
        </p>
        {add}
      </div>
      <DataTable
        label="Webhooks"
        columns={webhookColumns}
        rows={webhooks.data?.items}
        getRowId={(w) => String(w.id)}
        onRowClick={(w) => router.push(`/admin/webhooks/${w.id}`)}
        {...failureOf(webhooks)}
        empty={{
          title: "No webhooks yet",
          description: "Add one to send alerts to another system or a chat channel.",
          icon: WebhookIcon,
        }}
      />
      <SecretDialog
        secret={secret}
        onClose={() => {
          const id = secret?.id;
          setSecret(null);
          if (id) router.push(`/admin/webhooks/${id}`);
        }}
      />
    </div>
  );
}
