import type { Metadata } from "next";
import { Suspense } from "react";

import { BouncesView } from "@/components/bounces/bounces-view";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/server/auth/page-guard";

export const metadata: Metadata = { title: "Bounces" };

export default async function BouncesPage() {
  await requirePermission("email:read");
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Bounces"
        description="Emails the receiving servers refused in the last 24 hours, and what each refusal means."
      />
      <Suspense>
        <BouncesView />
      </Suspense>
    </div>
  );
}
