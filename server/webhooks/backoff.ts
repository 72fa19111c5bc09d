import "server-only";

/**
 * The delivery job's queue options. pg-boss retries a failed (or expired) job after
 * retryDelay × 2^(n-1) × (1 + random) seconds before its n-th retry; with these a
 * delivery is retried from about 30 s after the first failure until it is
 * RETRY_WINDOW_MS old (the handler stops there), and a worker killed mid-attempt
 * leaves its job to be retried once it expires.
 */
export const DELIVERY_JOB = {
  retryLimit: 12,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 60,
  concurrency: 2,
};
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The waits before each retry as pg-boss computes them (its failJobs plan), for a given jitter. */
export function retryWaitsSeconds(random: () => number = Math.random): number[] {
  const { retryDelay, retryLimit } = DELIVERY_JOB;
  return Array.from({ length: retryLimit }, (_, retryCount) => {
    const base = (retryDelay * 2 ** Math.min(16, retryCount + 1)) / 2;
    return base + base * random();
  });
}
