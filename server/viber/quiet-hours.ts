import "server-only";

import { eq } from "drizzle-orm";

import { quietHoursSchema, type QuietHoursSetting } from "@/lib/quiet-hours/schema";
import { DEFAULT_QUIET_HOURS } from "@/lib/schemas/local-hours";
import { db } from "@/server/db/client";
import { consoleSettings } from "@/server/db/schema";

const KEY = "quiet_hours";

/** The account's quiet hours (an admin's setting; 21:00–09:00 recipients' time until changed). */
export async function quietHours(): Promise<QuietHoursSetting> {
  const [row] = await (
    await db()
  )
    .select()
    .from(consoleSettings)
    .where(eq(consoleSettings.key, KEY))
    .limit(1);
  const parsed = quietHoursSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_QUIET_HOURS;
}

export async function setQuietHours(value: QuietHoursSetting): Promise<QuietHoursSetting> {
  await (
    await db()
  )
    .insert(consoleSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: consoleSettings.key, set: { value, updatedAt: new Date() } });
  return value;
}
