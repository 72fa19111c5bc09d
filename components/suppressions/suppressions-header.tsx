"use client";

import { DownloadIcon, UploadIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";

import { useCan } from "@/components/account/account-context";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { exportHref } from "@/lib/suppressions/queries";

import type { ImportList } from "./import-dialog";

const load = () => import("./import-dialog");
const ImportDialog = dynamic(load, { ssr: false });

const EXPORTS = [
  { list: "blacklist", label: "Viber blacklist" },
  { list: "unsubscribes", label: "Email unsubscribes" },
  { list: "bounces", label: "Hard bounces (24 hours)" },
] as const;

/** The page's title, Export (a CSV per list) and Import (for the roles that may add). */
export function SuppressionsHeader() {
  const canPhones = useCan("blacklist:write");
  const canEmails = useCan("unsubscribes:write");
  const lists: ImportList[] = [
    ...(canPhones ? ["blacklist" as const] : []),
    ...(canEmails ? ["unsubscribes" as const] : []),
  ];
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);

  return (
    <>
      <PageHeader
        title="Suppressions"
        description="Everyone who gets no Viber message or no email, and why: one search over every list."
        actions={
          <>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline">
                  <DownloadIcon aria-hidden="true" /> Export CSV
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {EXPORTS.map((e) => (
                  <DropdownMenuItem key={e.list} asChild>
                    <a href={exportHref(e.list)} download>
                      {e.label}
                    </a>
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
            {lists.length > 0 && (
              <Button
                aria-haspopup="dialog"
                onPointerEnter={() => void load()}
                onFocus={() => void load()}
                onClick={() => {
                  setUsed(true);
                  setOpen(true);
                }}
              >
                <UploadIcon aria-hidden="true" /> Import CSV
              </Button>
            )}
          </>
        }
      />
      {used && <ImportDialog open={open} setOpen={setOpen} lists={lists} />}
    </>
  );
}
