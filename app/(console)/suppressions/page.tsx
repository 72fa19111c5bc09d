import type { Metadata } from "next";
import { Suspense } from "react";

import { SuppressionsView } from "@/components/suppressions/suppressions-view";
import { requirePermission } from "@/server/auth/page-guard";

export const metadata: Metadata = { title: "Suppressions" };

export default async function SuppressionsPage() {
  await requirePermission("email:read");
  return (
    <Suspense>
      <SuppressionsView />
    </Suspense>
  );
}
