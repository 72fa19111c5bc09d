import type { CountryCode } from "libphonenumber-js/max";

import { extractPhonesFromCsv, type CsvPhones } from "./csv-report";
import { removeEntries } from "./list-edit";
import { normalisePhone, normalisePhoneList, type NormalisedPhones } from "./numbers";
import { csvSource, normaliseSource, textSource, type PhoneSource } from "./sources";

/**
 * Work handed to the phone Web Worker so the page never waits on libphonenumber or papaparse;
 * plain data in and out. Also runs in the page where no worker can start.
 */
export type PhoneTask =
  | { kind: "list"; text: string; country: string }
  | {
      kind: "remove";
      text: string;
      country: string;
      drop: "invalid" | "duplicates" | readonly string[];
    }
  | { kind: "composer-csv"; csv: string }
  | { kind: "blacklist-text"; text: string; country: string }
  | { kind: "blacklist-csv"; csv: string }
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

export interface PhoneTaskRequest {
  id: number;
  task: PhoneTask;
}
export type PhoneTaskReply =
  | { id: number; progress: [done: number, total: number] }
  | { id: number; result: unknown }
  | { id: number; error: string };

/** Progress at most every 100 ms, then the result or the error. */
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
