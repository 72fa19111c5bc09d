import { Badge } from "@/components/ui/badge";
import { TableCell } from "@/components/ui/table";
import type { Verdict } from "@/lib/email/machine-activity";

const LABEL = { person: "Person", proxy: "Person, via proxy", machine: "Machine" } as const;
const VARIANT = { person: "success", proxy: "info", machine: "neutral" } as const;

/** Who made an open or a click (lib/email/machine-activity.ts), with the reason in words. */
export function ActorCell({ verdict }: { verdict: Verdict }) {
  return (
    <TableCell className="min-w-40">
      <Badge variant={VARIANT[verdict.actor]}>{LABEL[verdict.actor]}</Badge>
      {verdict.reason && (
        <span className="mt-1 block text-xs whitespace-normal text-muted-foreground">
          {verdict.reason}
        </span>
      )}
    </TableCell>
  );
}
