import { ShieldXIcon } from "lucide-react";
import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { pagePermission, PERMISSION_WORDS, ROLE_LABELS, rolesWith } from "@/lib/permissions";
import { getCurrentUser } from "@/server/auth/current-user";

export const metadata: Metadata = { title: "Not available to your role" };

/** 403 for a page the signed-in role cannot use: which role, what it cannot do, who can. */
export default async function Forbidden() {
  const user = await getCurrentUser();
  // the path this request asked for (set by proxy.ts) tells which permission it needs
  const permission = pagePermission((await headers()).get("x-pathname") ?? "");
  const role = user ? ROLE_LABELS[user.role].toLowerCase() : null;
  const what = permission ? PERMISSION_WORDS[permission] : "use this page";
  const who = permission
    ? rolesWith(permission)
        .map((r) => `${ROLE_LABELS[r].toLowerCase()}s`)
        .join(" and ")
    : null;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <ShieldXIcon className="size-6" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">Not available to your role</h1>
      <p className="text-sm text-muted-foreground">
        Your role{role ? ` (${role})` : ""} cannot {what}
        {who ? `: only ${who} can` : ""}. Ask an admin if you need it.
      </p>
      <Button asChild>
        <Link href="/">Go to the overview</Link>
      </Button>
    </div>
  );
}
