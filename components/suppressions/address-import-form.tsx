"use client";

import { useState } from "react";

import { RejectedList } from "@/components/blacklist/phone-preview";
import { count } from "@/components/blacklist/words";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatBytes } from "@/lib/format";
import type { NormalisedPhones } from "@/lib/phone/numbers";
import { MAX_IMPORT_LINES } from "@/lib/viber/blacklist-import";

const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** Step one of an unsubscribe import: the CSV file (read with papaparse, checked here) and a comment. */
export function AddressImportForm({
  onStart,
  onCancel,
}: {
  onStart: (input: NormalisedPhones, comment?: string) => void;
  onCancel: () => void;
}) {
  const [file, setFile] = useState<{ name: string; read: NormalisedPhones } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [comment, setComment] = useState("");
  const [reading, setReading] = useState(false);

  async function load(picked: File | undefined) {
    setFile(null);
    setError(null);
    if (!picked) return;
    if (picked.size > MAX_FILE_BYTES)
      return setError(`${picked.name} is ${formatBytes(picked.size)}; files up to 20 MB are read.`);
    setReading(true);
    try {
      const { readAddressCsv } = await import("@/lib/suppressions/csv-import");
      const read = readAddressCsv(await picked.text());
      const lines = read.phones.length + read.invalid.length + read.duplicates.length;
      if (lines > MAX_IMPORT_LINES)
        setError(
          `${picked.name} has ${count(lines, "line")}; one import takes up to ${count(MAX_IMPORT_LINES, "line")}.`,
        );
      else setFile({ name: picked.name, read });
    } catch {
      setError(`${picked.name} could not be read as a CSV file.`);
    } finally {
      setReading(false);
    }
  }

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return setError(error ?? "Choose a CSV file with email addresses.");
    if (file.read.phones.length === 0)
      return setError("None of the file's lines is an email address; see the lines below.");
    onStart(file.read, comment.trim() || undefined);
  };

  const ready = file?.read.phones.length ?? 0;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Import addresses into the unsubscribes</DialogTitle>
        <DialogDescription>
          No email is sent to an unsubscribed address. The file is checked before anything is sent.
        </DialogDescription>
      </DialogHeader>
      <form id="unsub-import" className="grid min-w-0 gap-4" onSubmit={submit} noValidate>
        <Field
          id="unsub-file"
          label="CSV file"
          hint={
            file
              ? `${file.name}: ${count(ready, "address", "addresses")} to import, ${count(file.read.invalid.length, "invalid line")}, ${count(file.read.duplicates.length, "duplicate")}.`
              : "The column named email (or address) is used; without a header, the column that holds addresses."
          }
          error={error ?? undefined}
        >
          {(control) => (
            <Input
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              onChange={(e) => void load(e.target.files?.[0])}
              {...control}
            />
          )}
        </Field>
        <Field
          id="unsub-comment"
          label="Comment"
          hint="Kept with each address by the Messaging API."
        >
          {(control) => (
            <Input
              value={comment}
              maxLength={255}
              placeholder="Asked to stop emails"
              onChange={(e) => setComment(e.target.value)}
              {...control}
            />
          )}
        </Field>
        {file && <RejectedList title="Invalid lines" items={file.read.invalid} />}
        {file && <RejectedList title="Duplicates" items={file.read.duplicates} />}
      </form>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" form="unsub-import" disabled={reading}>
          {ready > 0 ? `Import ${count(ready, "address", "addresses")}` : "Import addresses"}
        </Button>
      </DialogFooter>
    </>
  );
}
