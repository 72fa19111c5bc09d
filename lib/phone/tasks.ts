import type { CountryCode } from "libphonenumber-js/max";

import {
  csvSource,
  normaliseSource,
  textSource,
  type PhoneSource,
} from "@/lib/viber/blacklist-input";

import { extractPhonesFromCsv, type CsvPhones } from "./csv-report";
import { removeEntries } from "./list-edit";
import { normalisePhone, normalisePhoneList, type NormalisedPhones } from "./numbers";

/**
 * The phone-list work the composer and the blacklist dialog hand to a Web
 * Worker (lib/phone/worker.ts), so the page never waits on libphonenumber or
 * papaparse: each task is plain data in, plain data out (structured-cloneable).
 * `runPhoneTask` is the whole of what the worker does; it also runs in the page
 * where no worker can be started.
 */
export type PhoneTask =
  /** the composer's pasted list (any separators), numbered by entry */
  | { kind: "list"; text: string; country: string }
  /** the composer's "remove the invalid / duplicate / these" edit */
  | {
      kind: "remove";
      text: string;
      country: string;
      drop: "invalid" | "duplicates" | readonly string[];
    }
  /** the composer's CSV import: the raw phone cells */
  | { kind: "composer-csv"; csv: string }
  /** the blacklist dialog's pasted text, numbered by line */
  | { kind: "blacklist-text"; text: string; country: string }
  /** the blacklist dialog's CSV file: its phone column (checked with `source`) */
  | { kind: "blacklist-csv"; csv: string }
  /** a source read before (a CSV file's column), checked in a country */
  | { kind: "source"; source: PhoneSource; country: string };

export interface PhoneTaskResults {
  list: NormalisedPhones;
  remove: string;
  "composer-csv": CsvPhones;
  "blacklist-text": NormalisedPhones;
  "blacklist-csv": PhoneSource & { column: string | null };
  source: NormalisedPhones;
}
export type PhoneTaskResult<T extends PhoneTask> = PhoneTaskResults[T["kind"]];

export type Progress = (done: number, total: number) => void;

export function runPhoneTask<T extends PhoneTask>(
  task: T,
  onProgress?: Progress,
): PhoneTaskResult<T>;
export function runPhoneTask(task: PhoneTask, onProgress?: Progress): unknown {
  switch (task.kind) {
    case "list":
      return normalisePhoneList(task.text, task.country as CountryCode, onProgress);
    case "remove":
      return removeEntries(
        task.text,
        (entry) => normalisePhone(entry, task.country as CountryCode),
        typeof task.drop === "string" ? task.drop : new Set(task.drop),
      );
    case "composer-csv":
      return extractPhonesFromCsv(task.csv);
    case "blacklist-text":
      return normaliseSource(textSource(task.text), task.country as CountryCode, onProgress);
    case "blacklist-csv":
      return csvSource(task.csv);
    case "source":
      return normaliseSource(task.source, task.country as CountryCode, onProgress);
  }
}

/** Messages between the page and the worker. */
export interface PhoneTaskRequest {
  id: number;
  task: PhoneTask;
}
export type PhoneTaskReply =
  | { id: number; progress: [done: number, total: number] }
  | { id: number; result: unknown }
  | { id: number; error: string };

/** What the worker does with one request: progress at most every 100 ms, then the result or the error. */
export function answer(
  request: PhoneTaskRequest,
  post: (reply: PhoneTaskReply) => void,
  now: () => number = Date.now,
): void {
  const { id, task } = request;
  let last = now();
  try {
    const result = runPhoneTask(task, (done, total) => {
      if (now() - last < 100) return;
      last = now();
      post({ id, progress: [done, total] });
    });
    post({ id, result });
  } catch (err) {
    post({ id, error: err instanceof Error ? err.message : String(err) });
  }
}
