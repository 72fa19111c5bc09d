"use client";

import { useEffect, useRef, useState } from "react";

import type { PhoneTask, PhoneTaskResult } from "./tasks";
import { runPhoneTask } from "./worker-client";

/** How long a check runs before its progress is shown. */
export const SLOW_MS = 1000;

export interface PhoneTaskState<T extends PhoneTask> {
  /** the newest finished result: for `task`, or for an earlier one while `task` is checked */
  data: PhoneTaskResult<T> | null;
  /** `data` is the answer to the task given now */
  current: boolean;
  /** the task given now is being checked */
  pending: boolean;
  /** entries read of the task being checked, once it has run for SLOW_MS */
  progress: { done: number; total: number } | null;
  /** why the task given now could not be checked */
  error: string | null;
}

/**
 * Runs `task` (a memoised object: a new object is a new task) in the phone
 * worker. One task at a time per caller: tasks given while one runs are
 * coalesced to the newest, so typing into a 10,000-line list queues nothing.
 * `null` is "nothing to check". The worker starts with the first task; callers
 * start it earlier, when someone reaches for the list (preloadPhoneWorker).
 */
export function usePhoneTask<T extends PhoneTask>(task: T | null): PhoneTaskState<T> {
  const [result, setResult] = useState<{
    task: T;
    data: PhoneTaskResult<T> | null;
    error: string | null;
  } | null>(null);
  const [progress, setProgress] = useState<{ task: T; done: number; total: number } | null>(null);
  const [slowTask, setSlowTask] = useState<T | null>(null);
  const latest = useRef<T | null>(task);
  const busy = useRef(false);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    latest.current = task;
    if (!task || busy.current) return;
    const go = (t: T) => {
      busy.current = true;
      let shown = false;
      const slow = setTimeout(() => {
        shown = true;
        if (alive.current) setSlowTask(t);
      }, SLOW_MS);
      // progress renders only once it is shown (a quick check renders once, at the end)
      runPhoneTask(t, (done, total) => {
        if (shown && alive.current && latest.current === t) setProgress({ task: t, done, total });
      })
        .then(
          (data) => alive.current && setResult({ task: t, data, error: null }),
          (err: Error) =>
            alive.current &&
            setResult((r) => ({ task: t, data: r?.data ?? null, error: err.message })),
        )
        .finally(() => {
          clearTimeout(slow);
          busy.current = false;
          if (alive.current) setSlowTask(null);
          const next = latest.current;
          if (alive.current && next && next !== t) go(next);
        });
    };
    go(task);
  }, [task]);

  if (!task) return { data: null, current: true, pending: false, progress: null, error: null };
  const current = result?.task === task;
  const pending = !current;
  return {
    data: result?.data ?? null,
    current,
    pending,
    progress:
      pending && slowTask !== null
        ? progress?.task === task
          ? { done: progress.done, total: progress.total }
          : { done: 0, total: 0 }
        : null,
    error: current ? result.error : null,
  };
}
