"use client";

import { useState } from "react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { DateTime } from "@/components/ui/date-time";
import { cn } from "@/lib/utils";

import { differingFields } from "./draft-sync";
import type { DraftConflict } from "./use-draft-autosave";

/** A field of a form's draft as the conflict dialog names and shows it. */
export interface DraftField {
  key: string;
  label: string;
  /** the value in words (default: text as is, on/off, lists joined) */
  show?: (value: unknown) => string;
}

export interface DraftConflictDialogProps {
  conflict: DraftConflict | null;
  /** the fields compared, in the form's order */
  fields: readonly DraftField[];
  onResolve: (choice: "load" | "keep") => void;
}

const EMPTY = "(empty)";

/** A draft value in words: text as typed, switches on/off, lists joined. */
export function showDraftValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  if (typeof value === "boolean") return value ? "On" : "Off";
  if (typeof value === "number") return Number.isNaN(value) ? EMPTY : String(value);
  if (Array.isArray(value))
    return value.length ? value.map((v) => showDraftValue(listItem(v))).join(", ") : EMPTY;
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** An address ({ email, name }) or a variable ({ name, value }) of a list. */
function listItem(v: unknown): unknown {
  if (typeof v !== "object" || v === null) return v;
  const o = v as Record<string, unknown>;
  if (typeof o.email === "string")
    return typeof o.name === "string" && o.name ? `${o.name} <${o.email}>` : o.email;
  if (typeof o.name === "string" && typeof o.value === "string") return `${o.name}=${o.value}`;
  return v;
}

const show = (field: DraftField, value: unknown) => (field.show ?? showDraftValue)(value);

export function DraftConflictContent({ conflict, fields, onResolve }: DraftConflictDialogProps) {
  // kept while the dialog closes, so its text does not vanish mid-animation
  const [last, setLast] = useState(conflict);
  if (conflict && conflict !== last) setLast(conflict);
  const c = conflict ?? last;
  if (!c) return null;
  const gone = c.theirs === null;
  const keys = differingFields(
    fields.map((f) => f.key),
    c.mine,
    c.theirsValues,
  );
  const differ = fields.filter((f) => keys.includes(f.key));
  return (
    // no dismissing: one of the two must be chosen
    <AlertDialog open={conflict !== null} onOpenChange={() => {}}>
      <AlertDialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <AlertDialogHeader>
          <AlertDialogTitle>
            {gone
              ? "This draft was discarded in another tab"
              : "This draft was changed in another tab"}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {gone ? (
              "Another tab or window discarded the draft, or sent it, after this page read it."
            ) : (
              <>
                Another tab or window saved it at{" "}
                <DateTime value={c.theirs!.updatedAt} style="seconds" compactToday />, after this
                page read it. Nothing has been overwritten: choose which to keep.
              </>
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">The fields that differ</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="w-[28%] py-2 pr-2 font-medium">
                Field
              </th>
              <th scope="col" className="py-2 pr-2 font-medium">
                This tab
              </th>
              <th scope="col" className="py-2 font-medium">
                {gone ? "Stored now" : "Saved in the other tab"}
              </th>
            </tr>
          </thead>
          <tbody>
            {differ.map((f) => (
              <tr key={f.key} className="border-b align-top last:border-0">
                <th scope="row" className="py-2 pr-2 text-left font-medium break-words">
                  {f.label}
                </th>
                <Value text={show(f, c.mine[f.key])} />
                <Value text={gone ? "(no draft)" : show(f, c.theirsValues[f.key])} last />
              </tr>
            ))}
          </tbody>
        </table>
        <AlertDialogFooter>
          {/* an outline button (Radix's Cancel, which takes the focus first): both choices are weighty */}
          <AlertDialogCancel onClick={() => onResolve("load")}>
            {gone ? "Empty the form" : "Load the saved draft"}
          </AlertDialogCancel>
          <AlertDialogAction onClick={() => onResolve("keep")}>Keep mine</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function Value({ text, last }: { text: string; last?: boolean }) {
  return (
    <td className={cn("py-2", !last && "pr-2")}>
      <span
        className={cn(
          "line-clamp-12 break-words whitespace-pre-wrap",
          text === EMPTY && "text-muted-foreground",
        )}
      >
        {text}
      </span>
    </td>
  );
}
