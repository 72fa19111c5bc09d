import type { Metadata } from "next";

import { ConsolePage } from "@/app/(console)/console-page";
import { AlertRules } from "@/components/alerts/alert-rules";

export const metadata: Metadata = { title: "Alerts" };

export default function AlertsPage() {
  return (
    <ConsolePage
      permission="users:manage"
      title="Alerts"
      description="What the console watches for, the thresholds, and what it found lately."
    >
      <AlertRules />
    </ConsolePage>
  );
}
