"use client";

import { MAX_ATTACHMENTS_BYTES } from "@messaging-console/contract/limits";
import { PaperclipIcon, XIcon } from "lucide-react";
import { useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { formatBytes } from "@/lib/format";
import {
  addAttachments,
  formatMb,
  totalBytes,
  type Attachment,
} from "@/lib/schemas/email/attachments";

/** Reads a file in the browser as Base64 (the part after the data URL's comma). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === "string" ? (reader.result.split(",", 2)[1] ?? "") : "");
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsDataURL(file);
  });
}

/** Files to attach, read in the browser; sizes per file and in all, against the limit. */
export function AttachmentsField({
  value,
  onChange,
  error,
}: {
  value: Attachment[];
  onChange: (files: Attachment[]) => void;
  error?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [reading, setReading] = useState(false);
  const id = useId();
  const total = totalBytes(value);

  const add = async (list: FileList | null) => {
    if (!list?.length) return;
    setReading(true);
    const problems: string[] = [];
    // sizes first: a file over the limit is never read into memory
    const { refused: tooBig } = addAttachments(
      value,
      [...list].map((f) => ({ name: f.name, size: f.size })),
    );
    const skip = new Set(tooBig.map((r) => r.name));
    problems.push(...tooBig.map((r) => `${r.name}: ${r.reason}`));
    const read: Attachment[] = [];
    for (const file of list) {
      if (skip.has(file.name)) continue;
      try {
        read.push({ name: file.name, size: file.size, base64: await readBase64(file) });
      } catch {
        problems.push(`${file.name}: the file could not be read`);
      }
    }
    const { files, refused: late } = addAttachments(value, read);
    problems.push(...late.map((r) => `${r.name}: ${r.reason}`));
    onChange(files);
    setRefused(problems);
    setReading(false);
    if (inputRef.current) inputRef.current.value = "";
  };

  return (
    <div className="grid grid-cols-1 gap-2" role="group" aria-labelledby={`${id}-label`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-label`} className="text-sm font-medium">
          Attachments
        </p>
        <p className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
          {formatMb(total)} of {formatMb(MAX_ATTACHMENTS_BYTES)} in all
        </p>
      </div>
      <Progress
        value={Math.min(100, (total / MAX_ATTACHMENTS_BYTES) * 100)}
        aria-label="Attachment space used"
        className="h-1.5"
      />
      {value.length > 0 && (
        <ul aria-label="Attached files" className="grid grid-cols-1 gap-1">
          {value.map((f) => (
            <li
              key={f.name}
              className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-sm"
            >
              <span className="flex min-w-0 items-center gap-2">
                <PaperclipIcon
                  className="size-4 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
                <span className="truncate">{f.name}</span>
              </span>
              <span className="flex shrink-0 items-center gap-2">
                <span className="text-muted-foreground tabular-nums">{formatBytes(f.size)}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove ${f.name}`}
                  onClick={() => onChange(value.filter((x) => x.name !== f.name))}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-files`} className="sr-only">
          Add files
        </label>
        <input
          ref={inputRef}
          id={`${id}-files`}
          type="file"
          multiple
          className="sr-only"
          onChange={(e) => void add(e.target.files)}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={reading}
          onClick={() => inputRef.current?.click()}
        >
          <PaperclipIcon aria-hidden="true" /> {reading ? "Reading…" : "Add files"}
        </Button>
        <span className="text-xs text-muted-foreground">
          Up to {formatMb(MAX_ATTACHMENTS_BYTES)} in all, sent Base64-encoded.
        </span>
      </div>
      {[...refused, ...(error ? [error] : [])].map((m) => (
        <p key={m} role="alert" className="text-sm text-destructive">
          {m}
        </p>
      ))}
    </div>
  );
}
