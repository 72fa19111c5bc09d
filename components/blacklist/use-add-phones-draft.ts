"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { CountryCode } from "libphonenumber-js/max";
import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { MAX_IMPORT_LINES } from "@/lib/blacklist-import";
import { csvSource, normaliseSource, textSource, type PhoneSource } from "@/lib/blacklist-input";
import { formatBytes, formatNumber } from "@/lib/format";
import type { NormalisedPhones } from "@/lib/phone";
import { blacklistAddFormSchema, type BlacklistAddForm } from "@/lib/schemas/viber-blacklist";

const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Normalising thousands of pasted numbers takes a moment: wait until typing pauses. */
const TEXT_DEBOUNCE_MS = 300;

export type DraftSource = "text" | "csv";
export interface LoadedFile {
  name: string;
  column: string | null;
  source: PhoneSource;
}

/**
 * What the add dialog holds while the user prepares numbers: the form (text,
 * country, reason), the chosen CSV file, and the live preview of what will be
 * sent. It lives above the dialog's content, so closing the dialog loses nothing.
 */
export function useAddPhonesDraft() {
  const form = useForm<BlacklistAddForm>({
    resolver: zodResolver(blacklistAddFormSchema),
    defaultValues: { text: "", country: "UA", description: "" },
  });
  const [sourceKind, setSourceKind] = useState<DraftSource>("text");
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const text = useWatch({ control: form.control, name: "text" });
  const country = useWatch({ control: form.control, name: "country" }) as CountryCode;
  const [settledText, setSettledText] = useState(text);
  useEffect(() => {
    const t = setTimeout(() => setSettledText(text), TEXT_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);

  const source = useMemo(
    () =>
      sourceKind === "csv"
        ? (file?.source ?? null)
        : settledText.trim()
          ? textSource(settledText)
          : null,
    [sourceKind, file, settledText],
  );
  const preview = useMemo(
    () => (source ? normaliseSource(source, country) : null),
    [source, country],
  );
  const settling = sourceKind === "text" && settledText !== text;

  async function loadFile(picked: File | undefined) {
    setFileError(null);
    if (!picked) return setFile(null);
    if (picked.size > MAX_FILE_BYTES)
      return setFileError(
        `${picked.name} is ${formatBytes(picked.size)}; files up to ${formatBytes(MAX_FILE_BYTES)} are read.`,
      );
    setReading(true);
    try {
      const read = csvSource(await picked.text());
      if (read.entries.length > MAX_IMPORT_LINES)
        return setFileError(
          `${picked.name} has ${formatNumber(read.entries.length)} rows; one import takes up to ${formatNumber(MAX_IMPORT_LINES)}. Split the file.`,
        );
      setFile({ name: picked.name, column: read.column, source: read });
    } catch {
      setFileError(`${picked.name} could not be read as a CSV file.`);
    } finally {
      setReading(false);
    }
  }

  /** The numbers as they stand now (the preview, or a fresh check if typing has not settled). */
  function current(): NormalisedPhones | null {
    if (!settling) return preview;
    return text.trim() ? normaliseSource(textSource(text), country) : null;
  }

  function reset() {
    form.reset();
    setFile(null);
    setFileError(null);
    setSourceKind("text");
  }

  return {
    form,
    sourceKind,
    setSourceKind,
    file,
    fileError,
    setFileError,
    reading,
    loadFile,
    preview,
    settling,
    current,
    reset,
  };
}

export type AddPhonesDraft = ReturnType<typeof useAddPhonesDraft>;
