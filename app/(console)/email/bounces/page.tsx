import type { Metadata } from "next";
import { Suspense } from "react";

import { ConsolePage } from "@/app/(console)/console-page";
import { BouncesView } from "@/components/bounces/bounces-view";

export const metadata: Metadata = { title: "Bounces" };

export default function BouncesPage() {
  return (
    <ConsolePage
      permission="email:read"
      title="Bounces"
      description="Emails the receiving servers refused in the last 24 hours, and what each refusal means."
    >
      <Suspense>
        <BouncesView />
      </Suspense>
    </ConsolePage>
  );
}
