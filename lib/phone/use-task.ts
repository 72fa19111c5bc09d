"use client";

import { useEffect, useRef, useState } from "react";

import type { PhoneTask, PhoneTaskResult } from "./tasks";
import { runPhoneTask } from "./worker-client";

export const SLOW_MS = 1000;

export interface PhoneTaskState<T extends PhoneTask> {
  /** for `task`, or for an earlier one while `task` is checked */
  data: PhoneTaskResult<T> | null;
  current: boolean;
  pending: boolean;
  progress: { done: number; total: number } | null;
  error: string | null;
}

/** Tasks given while one runs coalesce to the newest, so typing into a long list queues nothing. */
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
