"use client";

import { DownloadIcon, ScrollTextIcon } from "lucide-react";

import { DataTable } from "@/components/data-table/data-table";
import { FilterSelect } from "@/components/data-table/filter-select";
import { Button } from "@/components/ui/button";
import { failureOf } from "@/components/ui/error-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AUDIT_ACTIONS } from "@/lib/api-routes";
import { auditActionWords } from "@/lib/audit/labels";
import { auditCsvUrl, useAudit } from "@/lib/audit/queries";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { useUsers } from "@/lib/users/queries";

import { auditColumns } from "./audit-columns";

const PAGE_SIZE = 25;
const DATES = [
  { key: "from", label: "From" },
  { key: "to", label: "To" },
] as const;

export function AuditLog() {
  const [f, set] = useUrlState(["user", "action", "from", "to", "page"] as const);
  const page = Math.max(1, Number(f.page ?? 1) || 1);
  const audit = useAudit({
    user: f.user,
    action: f.action,
    from: f.from,
    to: f.to,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const users = useUsers();
  const total = audit.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div className="grid grid-cols-1 gap-4">
      <form
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => e.preventDefault()}
        aria-label="Filters"
      >
        <FilterSelect
          id="audit-user"
          label="User"
          all="Everyone"
          options={users.data?.items.map((u) => ({ value: String(u.id), label: u.email })) ?? []}
          value={f.user ?? ""}
          onChange={(user) => set({ user })}
        />
        <FilterSelect
          id="audit-action"
          label="Action"
          all="All actions"
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: auditActionWords(a) }))}
          value={f.action ?? ""}
          onChange={(action) => set({ action })}
        />
        {DATES.map(({ key, label }) => (
          <div key={key} className="grid gap-1.5">
            <Label htmlFor={`audit-${key}`}>{label}</Label>
            <Input
              id={`audit-${key}`}
              type="date"
              value={f[key] ?? ""}
              onChange={(e) => set({ [key]: e.target.value })}
            />
          </div>
        ))}
      </form>
      {total > 0 && (
        <div className="flex justify-end">
          <Button asChild variant="outline" size="sm">
            {/* the filtered view, every matching entry (not only this page) */}
            <a
              href={auditCsvUrl({ user: f.user, action: f.action, from: f.from, to: f.to })}
              download
            >
              <DownloadIcon aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        </div>
      )}
      <DataTable
        label="Audit log entries"
        keyboardScroll
        columns={auditColumns}
        rows={audit.data?.items}
        getRowId={(e) => String(e.id)}
        {...failureOf(audit)}
        empty={{
          title: "No entries",
          description: "No write matches these filters yet.",
          icon: ScrollTextIcon,
        }}
      />
      <nav className="flex items-center justify-between gap-2 text-sm" aria-label="Pages">
        <span className="text-muted-foreground">
          {total ? `${total} entries · page ${page} of ${pages}` : ""}
        </span>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => set({ page: page - 1 })}
          >
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => set({ page: page + 1 })}
          >
            Next
          </Button>
        </div>
      </nav>
    </div>
  );
}
