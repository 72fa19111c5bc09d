"use client";

import { BadgeCheckIcon } from "lucide-react";
import dynamic from "next/dynamic";

import { DataTable } from "@/components/data-table/data-table";
import { PageHeader } from "@/components/layout/page-header";
import { failureOf } from "@/components/ui/error-state";
import { mountedOnceOpen } from "@/components/ui/load-on-intent";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { useViberSenders } from "@/lib/queries/viber/senders";

import { senderColumns } from "./sender-columns";

/** The details sheet (Radix Dialog, ~8 KB gzip) loads when a sender is first opened. */
const SenderDetails = mountedOnceOpen(
  dynamic(() => import("./sender-details").then((m) => m.SenderDetails), { ssr: false }),
  (p) => p.id !== null,
);

/** Registered Viber sender names; the open one is in the URL (`?sender=<id>`), so it can be linked. */
export function SenderList() {
  const senders = useViberSenders();
  const [url, setUrl] = useUrlState(["sender"] as const);
  const openId = url.sender && /^\d{1,12}$/.test(url.sender) ? Number(url.sender) : null;
  const items = senders.data?.items;
  const verified = items?.filter((s) => s.status === "verified").length;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Viber senders"
        description={
          items
            ? `${items.length} sender names, ${verified} verified. Campaigns can be sent from verified ones.`
            : "Sender names your Viber campaigns can be sent from."
        }
      />
      <DataTable
        label="Viber senders"
        columns={senderColumns}
        rows={items}
        getRowId={(s) => String(s.id)}
        {...failureOf(senders)}
        onRowClick={(s) => setUrl({ sender: s.id })}
        empty={{
          icon: BadgeCheckIcon,
          title: "No sender names",
          description: "Register a sender name in the service settings before sending campaigns.",
        }}
      />
      <SenderDetails
        id={openId}
        fallback={items?.find((s) => s.id === openId)}
        onClose={() => setUrl({ sender: undefined })}
      />
    </div>
  );
}
