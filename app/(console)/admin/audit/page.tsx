import type { Metadata } from "next";
import { Suspense } from "react";

import { AuditLog } from "@/components/admin/audit-log";
import { requirePermission } from "@/server/auth/page-guard";

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditPage() {
  await requirePermission("audit:read");
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Audit log</h1>
        <p className="text-sm text-muted-foreground">
          Every write and sign-in made through the console: who, what, when and how it ended.
        </p>
      </div>
      <Suspense>
        <AuditLog />
      </Suspense>
    </div>
  );
}
