"use client";

import { Loader2Icon, type LucideIcon } from "lucide-react";
import type { FormEvent, ReactNode } from "react";

import { Button } from "@/components/ui/button";

/** One account setting on the users page: its title, what it does, its fields and Save. */
export function SettingForm({
  id,
  icon: Icon,
  title,
  description,
  onSubmit,
  canSave,
  saving,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  onSubmit: (e: FormEvent) => Promise<void>;
  canSave: boolean;
  saving: boolean;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground"
      aria-labelledby={`${id}-title`}
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-medium">
          <Icon className="size-4" aria-hidden="true" /> {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
      <div>
        <Button type="submit" size="sm" disabled={!canSave || saving}>
          {saving && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save
        </Button>
      </div>
    </form>
  );
}
