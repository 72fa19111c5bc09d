"use client";

import { useQuery } from "@tanstack/react-query";
import { TriangleAlertIcon } from "lucide-react";
import Link from "next/link";
import { useWatch } from "react-hook-form";

import type { PlacedServerError } from "@/lib/campaign-server-error";
import { viberSendersQuery } from "@/lib/queries/viber-senders";
import type { ViberCampaignFormValues } from "@/lib/schemas/viber-campaign-form";

import { MessagePreview } from "./message-preview";

/** The preview beside the form, fed by every keystroke. */
export function LivePreview() {
  const values = useWatch() as ViberCampaignFormValues;
  const senders = useQuery(viberSendersQuery);
  const senderName = senders.data?.items.find((s) => s.id === values.sender_id)?.name;
  return <MessagePreview values={values} senderName={senderName} />;
}

/** Why the last create failed, above the form; what was typed is kept. */
export function ServerErrorBanner({ error }: { error: PlacedServerError }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-status-danger/40 bg-status-danger/5 p-4 text-sm"
    >
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-status-danger" />
      <div className="grid gap-1">
        <p className="font-medium">{error.banner.title}</p>
        <p>{error.banner.message}</p>
        {error.maybeCreated ? (
          <Link href="/viber/campaigns" className="w-fit text-primary underline underline-offset-4">
            Open the campaign list
          </Link>
        ) : (
          <p className="text-muted-foreground">Everything you entered is kept.</p>
        )}
      </div>
    </div>
  );
}
