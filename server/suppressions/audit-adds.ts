import "server-only";

import { and, desc, eq, inArray, sql } from "drizzle-orm";

import type { AuditAdd, SearchQuery } from "@/lib/suppressions/search";
import { db } from "@/server/db/client";
import { auditLog } from "@/server/db/schema";

const ADDS = ["blacklist.add", "unsubscribe.add"] as const;
/** The newest adds naming a match are enough to say who added it. */
const MAX_ROWS = 2000;

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The console's successful blacklist and unsubscribe adds whose stored values
 * (lib/audit/details.ts: a sample of a person's add, every value of an import's
 * chunk) contain the search's text, newest first.
 */
export async function auditAddsMatching(query: SearchQuery): Promise<AuditAdd[]> {
  const text = query.kind === "phone" ? query.digits : query.text;
  const rows = await (
    await db()
  )
    .select({
      action: auditLog.action,
      userEmail: auditLog.userEmail,
      at: auditLog.at,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.action, [...ADDS]),
        eq(auditLog.outcome, "ok"),
        sql`lower(${auditLog.details}->>'sample') like ${likeText(text)} escape '\\'`,
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(MAX_ROWS);
  return rows.flatMap((r) => {
    const d = r.details;
    if (!d || (d.kind !== "phones" && d.kind !== "emails")) return [];
    return [
      {
        action: r.action as AuditAdd["action"],
        userEmail: r.userEmail,
        at: r.at.toISOString(),
        values: d.sample,
        ...(d.source === "import" ? { source: "import" as const } : {}),
      },
    ];
  });
}
