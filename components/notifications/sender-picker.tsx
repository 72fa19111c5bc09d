"use client";

import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { useSaveSender, useSenderSetting } from "@/lib/notifications/queries";
import { errorMessage } from "@/lib/queries/api-client";
import { toast } from "@/lib/toast";

/** An admin picks the address notification email comes from, among the account's senders. */
export function SenderPicker() {
  const setting = useSenderSetting(true);
  const save = useSaveSender();
  if (setting.isPending) return <Skeleton className="h-16" />;
  if (setting.isError)
    return (
      <ErrorState
        message={errorMessage(setting.error)}
        onRetry={() => void setting.refetch()}
        retrying={setting.isFetching}
      />
    );
  const { senderEmail, senders } = setting.data;
  const options = [
    { value: "", label: "None: no notification email" },
    ...[...new Set([...(senderEmail ? [senderEmail] : []), ...senders])].map((s) => ({
      value: s,
      label: s,
    })),
  ];
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        const value = new FormData(e.currentTarget).get("sender");
        save.mutate(typeof value === "string" && value ? value : null, {
          onSuccess: () => toast.success("Sender saved"),
        });
      }}
    >
      <div className="grid min-w-0 flex-1 gap-1.5 sm:max-w-sm">
        <Label htmlFor="notification-sender">Send notification email from</Label>
        <NativeSelect
          id="notification-sender"
          name="sender"
          defaultValue={senderEmail ?? ""}
          options={options}
          aria-describedby={save.isError ? "notification-sender-error" : undefined}
        />
      </div>
      <Button type="submit" variant="outline" disabled={save.isPending}>
        Save sender
      </Button>
      {save.isError && (
        <p id="notification-sender-error" role="alert" className="w-full text-sm text-destructive">
          {errorMessage(save.error)}
        </p>
      )}
      {senders.length === 0 && (
        <p className="w-full text-sm text-muted-foreground">
          This account has no sender address that can send yet (Email → Senders).
        </p>
      )}
    </form>
  );
}
