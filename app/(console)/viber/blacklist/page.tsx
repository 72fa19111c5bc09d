import type { Metadata } from "next";
import { Suspense } from "react";

import { BlacklistView } from "@/components/blacklist/blacklist-view";
import { requirePermission } from "@/server/auth/page-guard";

export const metadata: Metadata = { title: "Blacklist" };

export default async function BlacklistPage() {
  await requirePermission("blacklist:read");
  return (
    <Suspense>
      <BlacklistView />
    </Suspense>
  );
}
