"use client";

import { ScrollTextIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { auditTargetWords } from "@/lib/audit-details";
import { errorMessage } from "@/lib/queries/api-client";
import { useAudit } from "@/lib/queries/audit";
import { useUsers } from "@/lib/queries/users";
import { useUrlState } from "@/lib/use-url-state";

const PAGE_SIZE = 25;
const ACTIONS = [
  "campaign.create",
  "email.send",
  "blacklist.add",
  "blacklist.remove",
  "unsubscribe.add",
  "unsubscribe.remove",
  "resubscribe.send",
  "sender.add",
  "domain.add",
  "user.create",
  "user.update",
  "auth.sign_in",
  "auth.sign_out",
  "account.password_change",
];

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
  const selectClass =
    "h-9 w-full min-w-0 rounded-md border bg-background px-3 text-sm dark:bg-input/30";

  return (
    <div className="grid gap-4">
      <form
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => e.preventDefault()}
        aria-label="Filters"
      >
        <div className="grid gap-1.5">
          <Label htmlFor="audit-user">User</Label>
          <select
            id="audit-user"
            className={selectClass}
            value={f.user ?? ""}
            onChange={(e) => set({ user: e.target.value })}
          >
            <option value="">Everyone</option>
            {users.data?.items.map((u) => (
              <option key={u.id} value={u.id}>
                {u.email}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-action">Action</Label>
          <select
            id="audit-action"
            className={selectClass}
            value={f.action ?? ""}
            onChange={(e) => set({ action: e.target.value })}
          >
            <option value="">All actions</option>
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-from">From</Label>
          <Input
            id="audit-from"
            type="date"
            value={f.from ?? ""}
            onChange={(e) => set({ from: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="audit-to">To</Label>
          <Input
            id="audit-to"
            type="date"
            value={f.to ?? ""}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
      </form>
      {audit.isPending ? (
        <div
          role="status"
          className="grid gap-2"
          aria-busy="true"
          aria-label="Loading the audit log"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : audit.isError ? (
        <ErrorState
          message={errorMessage(audit.error)}
          onRetry={() => void audit.refetch()}
          retrying={audit.isFetching}
        />
      ) : audit.data.items.length === 0 ? (
        <EmptyState
          icon={ScrollTextIcon}
          title="No entries"
          description="No write matches these filters yet."
        />
      ) : (
        // a focusable scroller: on phones the table scrolls sideways, by keyboard too
        <div
          role="region"
          aria-label="Audit log entries (scrollable)"
          tabIndex={0}
          className="overflow-x-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <table className="w-full caption-bottom text-sm">
            <TableHeader>
              <TableRow>
                <TableHead>Time (UTC)</TableHead>
                <TableHead>User</TableHead>
                <TableHead>Action</TableHead>
                <TableHead>Target</TableHead>
                <TableHead>Outcome</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {audit.data.items.map((e) => (
                <TableRow key={e.id}>
                  <TableCell className="whitespace-nowrap tabular-nums">
                    <DateTime value={e.at} style="seconds" hint="below" />
                  </TableCell>
                  <TableCell>
                    <div className="grid">
                      <span>{e.userEmail}</span>
                      <span className="text-xs text-muted-foreground">{e.role}</span>
                    </div>
                  </TableCell>
                  <TableCell className="font-mono text-xs">{e.action}</TableCell>
                  <TableCell
                    className="max-w-96 min-w-64 break-words whitespace-normal"
                    // everything recorded, where the cell names only what fits
                    title={auditTargetWords(e, Infinity)}
                  >
                    {auditTargetWords(e)}
                  </TableCell>
                  <TableCell>
                    {e.outcome === "ok" ? (
                      <Badge variant="success">OK{e.upstreamId ? ` · ${e.upstreamId}` : ""}</Badge>
                    ) : (
                      <Badge variant="danger" title={e.errorMessage ?? ""}>
                        {e.errorCode ?? "error"}
                      </Badge>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </table>
        </div>
      )}
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
