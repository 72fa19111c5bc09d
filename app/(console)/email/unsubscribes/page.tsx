import type { Metadata } from "next";
import { Suspense } from "react";

import { PageHeader } from "@/components/layout/page-header";
import { UnsubscribesView } from "@/components/unsubscribes/unsubscribes-view";
import { requirePermission } from "@/server/auth/page-guard";

export const metadata: Metadata = { title: "Unsubscribes" };

export default async function UnsubscribesPage() {
  await requirePermission("email:read");
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Unsubscribes"
        description="Addresses that no email is sent to: unsubscribed by link, added by hand or after a spam complaint."
      />
      <Suspense>
        <UnsubscribesView />
      </Suspense>
    </div>
  );
}
