"use client";

import type {
  PhoneTask,
  PhoneTaskReply,
  PhoneTaskRequest,
  PhoneTaskResult,
  Progress,
} from "./tasks";

/** One shared worker, started on first use; where none can start, the same code runs in the page. */
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

/** Loading the metadata takes a moment: better before the first paste, and never for no paste. */
export function preloadPhoneWorker(): void {
  getWorker();
}

async function runHere<T extends PhoneTask>(task: T, onProgress?: Progress) {
  const { runPhoneTask } = await import("./tasks");
  return runPhoneTask(task, onProgress);
}

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
