"use client";

import { XIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

/** Bounces of one sender domain only (an alert's link sets it): says so, and clears it. */
export function SenderFilterChip({ domain, onClear }: { domain: string; onClear: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" role="status">
      <span>
        Mail from <span className="font-medium break-all">{domain}</span> only
      </span>
      <Button variant="outline" size="sm" onClick={onClear}>
        <XIcon aria-hidden="true" />
        All sender domains
      </Button>
    </p>
  );
}

/** Whether a bounce was sent from `domain` (the part of its sender after the @). */
export const fromDomain = (sender: string, domain: string) =>
  sender.slice(sender.lastIndexOf("@") + 1).toLowerCase() === domain.toLowerCase();
