/** Recorded at write time so the log names targets a person can act on; older rows have only `target`. */
export type AuditDetails =
  | {
      kind: "user";
      email: string;
      role?: string | { from: string; to: string };
      active?: { from: boolean; to: boolean };
      passwordReset?: boolean;
      renamed?: boolean;
      secondFactorReset?: boolean;
      /** campaigns:approve granted (true) or taken back */
      approver?: boolean;
    }
  | {
      kind: "phones";
      sample: string[];
      total: number;
      /** blacklist.add: on the list already */
      already?: { sample: string[]; total: number };
      /** blacklist.add: where which ones could not be told */
      alreadyCount?: number;
      /** an import's chunk (app/api/suppressions/import): `sample` holds every value of it */
      source?: "import";
    }
  | {
      kind: "emails";
      sample: string[];
      total: number;
      subject?: string;
      unsubscribed?: { email: string; how: string }[];
      /** an import's chunk (app/api/suppressions/import): `sample` holds every value of it */
      source?: "import";
    }
  | { kind: "campaign"; name: string; id?: string }
  | {
      kind: "sign_in";
      /** for a count of refusals, up to AUDIT_SAMPLE_MAX of theirs */
      address: string;
      method: "password" | "sso";
      /** counted into one entry a minute (server/auth/sign-in-log.ts) */
      refused?: number;
      secondFactor?: "totp" | "recovery";
    };

export const AUDIT_SAMPLE_MAX = 20;

export function sampleOf(items: readonly (string | number)[]): { sample: string[]; total: number } {
  return { sample: items.slice(0, AUDIT_SAMPLE_MAX).map(String), total: items.length };
}

/** "380501112233, 380501112234 and 18 more": N counts every item, stored or not. */
export function listInWords(sample: readonly string[], total: number, budget = 60): string {
  const shown: string[] = [];
  let length = 0;
  for (const item of sample) {
    const next = length + (shown.length ? 2 : 0) + item.length;
    if (shown.length > 0 && next > budget) break;
    shown.push(item);
    length = next;
  }
  const rest = Math.max(0, total - shown.length);
  if (shown.length === 0) return rest ? `${rest} in all` : "none";
  return rest ? `${shown.join(", ")} and ${rest} more` : shown.join(", ");
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface AuditRowLike {
  action: string;
  target: string | null;
  upstreamId: string | null;
  details?: AuditDetails | null;
}

export function auditTargetWords(row: AuditRowLike, budget = 60): string {
  const d = row.details;
  if (!d) {
    if (row.action === "campaign.create" && row.target)
      return `“${row.target}”${row.upstreamId ? ` (id ${row.upstreamId})` : ""}`;
    return row.target || "—";
  }
  switch (d.kind) {
    case "user": {
      if (typeof d.role === "string") return `${d.email} as ${d.role}`;
      const changes: string[] = [];
      if (d.role) changes.push(`role ${d.role.from} → ${d.role.to}`);
      if (d.active) changes.push(d.active.to ? "enabled" : "disabled");
      if (d.passwordReset) changes.push("password reset");
      if (d.renamed) changes.push("name changed");
      if (d.secondFactorReset) changes.push("second factor reset");
      if (d.approver !== undefined)
        changes.push(d.approver ? "may approve campaigns" : "may no longer approve campaigns");
      return changes.length ? `${d.email}: ${changes.join(", ")}` : d.email;
    }
    case "phones": {
      const list = (n: number, sample: string[]) =>
        n ? `: ${listInWords(sample, n, budget)}` : "";
      if (d.already) {
        const added = `${plural(d.total, "phone", "phones")} added${list(d.total, d.sample)}`;
        if (!d.already.total) return added;
        return `${added}; ${plural(d.already.total, "phone", "phones")} already on the list, not added${list(d.already.total, d.already.sample)}`;
      }
      const imported = d.source === "import" ? " imported" : "";
      const all = `${plural(d.total, "phone", "phones")}${imported}: ${listInWords(d.sample, d.total, budget)}`;
      return d.alreadyCount ? `${all} (${d.alreadyCount} of them already on the list)` : all;
    }
    case "emails": {
      const list = `${d.source === "import" ? `${plural(d.total, "address", "addresses")} imported: ` : ""}${listInWords(d.sample, d.total, budget)}`;
      const sent = d.subject !== undefined ? `“${d.subject}” → ${list}` : list;
      if (!d.unsubscribed?.length) return sent;
      const confirmed = d.unsubscribed.map((u) => `${u.email} (${u.how.replace("_", " ")})`);
      return `${sent}; confirmed despite the unsubscribe list: ${confirmed.join(", ")}`;
    }
    case "sign_in":
      return `${d.method === "sso" ? "single sign-on" : "password"}${d.secondFactor ? (d.secondFactor === "totp" ? " + authenticator code" : " + recovery code") : ""} from ${d.address}${d.refused ? ` (${plural(d.refused, "attempt", "attempts")} refused)` : ""}`;
    case "campaign": {
      const id = d.id ?? row.upstreamId;
      return `${d.name ? `“${d.name}”` : "A campaign without a name"}${id ? ` (id ${id})` : ""}`;
    }
  }
}

export function userChangeDetails(
  before: { email: string; role: string; active: boolean },
  change: {
    role?: string;
    active?: boolean;
    resetPassword?: true;
    name?: string;
    canApprove?: boolean;
  },
): AuditDetails {
  return {
    kind: "user",
    email: before.email,
    ...(change.role !== undefined && change.role !== before.role
      ? { role: { from: before.role, to: change.role } }
      : {}),
    ...(change.active !== undefined && change.active !== before.active
      ? { active: { from: before.active, to: change.active } }
      : {}),
    ...(change.resetPassword ? { passwordReset: true } : {}),
    ...(change.name !== undefined ? { renamed: true } : {}),
    ...(change.canApprove !== undefined ? { approver: change.canApprove } : {}),
  };
}
