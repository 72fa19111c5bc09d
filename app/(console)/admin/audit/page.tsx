import type { Metadata } from "next";
import { Suspense } from "react";

import { ConsolePage } from "@/app/(console)/console-page";
import { AuditLog } from "@/components/admin/audit/audit-log";

export const metadata: Metadata = { title: "Audit log" };

export default function AuditPage() {
  return (
    <ConsolePage
      permission="audit:read"
      title="Audit log"
      description="Every write and sign-in made through the console: who, what, when and how it ended."
    >
      <Suspense>
        <AuditLog />
      </Suspense>
    </ConsolePage>
  );
}
