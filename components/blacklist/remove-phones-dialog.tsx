"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatNumber } from "@/lib/format";
import { usePhoneFormat } from "@/lib/phone/use-format";
import { errorMessage } from "@/lib/queries/api-client";
import { useActionKey } from "@/lib/queries/use-action-key";
import { useRemoveFromBlacklist } from "@/lib/queries/viber/blacklist";
import { toast } from "@/lib/toast";

import { count } from "./words";

/**
 * Confirms and removes numbers from the blacklist (one row's, or the selected
 * ones), then says how many were removed. A failed removal keeps the selection,
 * and trying again reuses the same idempotency key.
 */
export function RemovePhonesDialog({
  phones,
  onClose,
  onRemoved,
}: {
  /** the numbers to remove; null when nothing is being asked */
  phones: string[] | null;
  onClose: () => void;
  onRemoved: (phones: string[]) => void;
}) {
  const remove = useRemoveFromBlacklist();
  const actionKey = useActionKey();
  const { format: formatPhone } = usePhoneFormat();
  const n = phones?.length ?? 0;
  const one = n === 1 && phones ? formatPhone(phones[0]!) : null;

  async function confirm() {
    if (!phones) return;
    const body = { phones };
    onClose();
    const pending = toast.loading(`Removing ${count(n, "number")}…`);
    try {
      const { deleted } = await remove.mutateAsync({ phones, key: actionKey.keyFor(body) });
      actionKey.done();
      const gone = n - deleted;
      toast.success(
        `Removed ${count(deleted, "number")} from the blacklist.` +
          (gone > 0
            ? ` ${formatNumber(gone)} ${gone === 1 ? "was" : "were"} no longer on it.`
            : ""),
        { id: pending },
      );
      onRemoved(phones);
    } catch (err) {
      toast.error(`The numbers were not removed: ${errorMessage(err)}`, { id: pending });
    }
  }

  return (
    <ConfirmDialog
      open={phones !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        one
          ? `Remove ${one} from the blacklist?`
          : `Remove ${count(n, "number")} from the blacklist?`
      }
      description={
        one
          ? "This number will receive Viber campaigns again."
          : `These ${count(n, "number")} will receive Viber campaigns again.`
      }
      confirmLabel={one ? "Remove 1 number" : `Remove ${count(n, "number")}`}
      destructive
      onConfirm={() => void confirm()}
    />
  );
}
