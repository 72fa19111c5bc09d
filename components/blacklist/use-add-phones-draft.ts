"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  blacklistAddFormSchema,
  type BlacklistAddForm,
} from "@messaging-console/contract/viber/blacklist";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { formatBytes, formatNumber } from "@/lib/format";
import type { NormalisedPhones } from "@/lib/phone/numbers";
import type { PhoneSource } from "@/lib/phone/sources";
import type { PhoneTask } from "@/lib/phone/tasks";
import { usePhoneTask } from "@/lib/phone/use-task";
import { preloadPhoneWorker, runPhoneTask } from "@/lib/phone/worker-client";
import { MAX_IMPORT_LINES } from "@/lib/viber/blacklist-import";

const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Normalising thousands of pasted numbers takes a moment: wait until typing pauses. */
const TEXT_DEBOUNCE_MS = 300;
const PASTE_CHARS = 1_000;

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
 * Numbers and files are read in the phone worker (lib/phone/tasks.ts), never
 * on the page's main thread.
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
  const country = useWatch({ control: form.control, name: "country" });
  const [settledText, setSettledText] = useState(text);
  // a paste or a clear (a jump of many characters) is checked at once, typing once it pauses
  const settledLength = useRef(text.length);
  useEffect(() => {
    const jump = Math.abs(text.length - settledLength.current) > PASTE_CHARS;
    const t = setTimeout(
      () => {
        settledLength.current = text.length;
        setSettledText(text);
      },
      jump ? 0 : TEXT_DEBOUNCE_MS,
    );
    return () => clearTimeout(t);
  }, [text]);

  const task = useMemo(
    (): PhoneTask | null =>
      sourceKind === "csv"
        ? file
          ? { kind: "source", source: file.source, country }
          : null
        : settledText.trim()
          ? { kind: "blacklist-text", text: settledText, country }
          : null,
    [sourceKind, file, settledText, country],
  );
  const check = usePhoneTask(task);
  // the dialog is loaded and mounted when first opened: someone is about to give numbers
  useEffect(preloadPhoneWorker, []);
  const preview = task ? (check.data as NormalisedPhones | null) : null;
  const settling = (sourceKind === "text" && settledText !== text) || check.pending;

  async function loadFile(picked: File | undefined) {
    setFileError(null);
    if (!picked) return setFile(null);
    if (picked.size > MAX_FILE_BYTES)
      return setFileError(
        `${picked.name} is ${formatBytes(picked.size)}; files up to ${formatBytes(MAX_FILE_BYTES)} are read.`,
      );
    setReading(true);
    try {
      const read = await runPhoneTask({ kind: "blacklist-csv", csv: await picked.text() });
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

  /** The numbers as they stand now (the preview, or a fresh check if it is not ready). */
  async function current(): Promise<NormalisedPhones | null> {
    if (!settling) return preview;
    if (sourceKind === "csv")
      return file ? runPhoneTask({ kind: "source", source: file.source, country }) : null;
    return text.trim() ? runPhoneTask({ kind: "blacklist-text", text, country }) : null;
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
    /** entries read so far, once a check has taken more than a second */
    progress: check.progress,
    /** why the numbers could not be checked */
    checkError: check.error,
    current,
    reset,
  };
}

export type AddPhonesDraft = ReturnType<typeof useAddPhonesDraft>;
