"use client";

import type {
  PhoneTask,
  PhoneTaskReply,
  PhoneTaskRequest,
  PhoneTaskResult,
  Progress,
} from "./tasks";

/**
 * Runs phone-list tasks (lib/phone/tasks.ts) in one shared Web Worker, started
 * on first use, so neither libphonenumber-js nor papaparse is part of a page's
 * first load and the page stays responsive while 10,000 numbers are checked.
 * Where no worker can start, the same code is imported and run in the page.
 */
let worker: Worker | null = null;
let broken = false;
let nextId = 1;
const pending = new Map<
  number,
  { resolve: (v: unknown) => void; reject: (e: Error) => void; onProgress?: Progress }
>();

function failAll(message: string) {
  for (const p of pending.values()) p.reject(new Error(message));
  pending.clear();
}

function getWorker(): Worker | null {
  if (broken || typeof Worker === "undefined") return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
  } catch {
    broken = true;
    return null;
  }
  worker.onmessage = (e: MessageEvent<PhoneTaskReply>) => {
    const reply = e.data;
    const p = pending.get(reply.id);
    if (!p) return;
    if ("progress" in reply) return p.onProgress?.(...reply.progress);
    pending.delete(reply.id);
    if ("error" in reply) p.reject(new Error(reply.error));
    else p.resolve(reply.result);
  };
  worker.onerror = (e) => {
    e.preventDefault();
    worker?.terminate();
    worker = null;
    broken = true;
    failAll("The phone checker stopped unexpectedly; try again.");
  };
  return worker;
}

/**
 * Starts the worker ahead of use, when someone reaches for a phone list (the
 * composer's list field takes the pointer or the focus; the blacklist's add
 * dialog opens): loading libphonenumber's metadata in the worker takes a moment,
 * better spent before the first paste than after it, and a page nobody pastes
 * into never downloads it.
 */
export function preloadPhoneWorker(): void {
  getWorker();
}

async function runHere<T extends PhoneTask>(task: T, onProgress?: Progress) {
  const { runPhoneTask } = await import("./tasks");
  return runPhoneTask(task, onProgress);
}

/** Runs `task` off the page's main thread; rejects with a readable message on failure. */
export function runPhoneTask<T extends PhoneTask>(
  task: T,
  onProgress?: Progress,
): Promise<PhoneTaskResult<T>> {
  const w = getWorker();
  if (!w) return runHere(task, onProgress);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve: resolve as (v: unknown) => void, reject, onProgress });
    w.postMessage({ id, task } satisfies PhoneTaskRequest);
  });
}
