import type { PGlite } from "@electric-sql/pglite";

/** Small key/value state of the SMTP half (live-activity switch, last activity moment). */
export async function readState(db: PGlite, key: string): Promise<string | null> {
  const res = await db.query<{ value: string }>(`SELECT value FROM smtp_state WHERE key = $1`, [
    key,
  ]);
  return res.rows[0]?.value ?? null;
}

export async function writeState(db: PGlite, key: string, value: string): Promise<void> {
  await db.query(
    `INSERT INTO smtp_state (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [key, value],
  );
}

/** Set by the demo seed: live activity is part of the demo, never of a bare test store. */
export const LIVE_KEY = "live";
/** Epoch ms up to which activity has been generated. */
export const LAST_ACTIVITY_KEY = "last_activity_ms";
