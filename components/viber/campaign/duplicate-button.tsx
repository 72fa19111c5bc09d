"use client";

import { CopyIcon } from "lucide-react";
import Link from "next/link";

import { useCan } from "@/components/account/account-context";
import { Button } from "@/components/ui/button";

/** The composer's address for a copy of a campaign (it asks before replacing a draft). */
export const duplicateHref = (id: number) =>
  `/viber/campaigns/new?${new URLSearchParams({ duplicate: String(id) })}`;

/** "Duplicate": opens the composer filled with this campaign, for a role that creates campaigns. */
export function DuplicateButton({ id }: { id: number }) {
  if (!useCan("campaigns:write")) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={duplicateHref(id)}>
        <CopyIcon aria-hidden="true" />
        Duplicate
      </Link>
    </Button>
  );
}
