import type { Metadata } from "next";
import { Suspense } from "react";

import { SenderList } from "@/components/viber/senders/sender-list";
import { requirePermission } from "@/server/auth/page-guard";

export const metadata: Metadata = { title: "Viber senders" };

export default async function ViberSendersPage() {
  await requirePermission("campaigns:read");
  return (
    <Suspense>
      <SenderList />
    </Suspense>
  );
}
