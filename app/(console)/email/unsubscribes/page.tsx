import type { Metadata } from "next";
import { Suspense } from "react";

import { ConsolePage } from "@/app/(console)/console-page";
import { UnsubscribesView } from "@/components/unsubscribes/unsubscribes-view";

export const metadata: Metadata = { title: "Unsubscribes" };

export default function UnsubscribesPage() {
  return (
    <ConsolePage
      permission="email:read"
      title="Unsubscribes"
      description="Addresses that no email is sent to: unsubscribed by link, added by hand or after a spam complaint."
    >
      <Suspense>
        <UnsubscribesView />
      </Suspense>
    </ConsolePage>
  );
}
