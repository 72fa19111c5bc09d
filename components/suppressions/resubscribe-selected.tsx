"use client";

import { useQueryClient } from "@tanstack/react-query";
import { MailPlusIcon } from "lucide-react";
import { useState } from "react";

import { useAccount } from "@/components/account/account-context";
import { count } from "@/components/blacklist/words";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { ResubscribeQuota } from "@/components/unsubscribes/resubscribe-quota";
import { isQuotaRefusal } from "@/lib/email/resubscribe-quota";
import { ApiError, apiRequest, errorMessage, newIdempotencyKey } from "@/lib/queries/api-client";
import { useEmailSenders } from "@/lib/queries/email/sender-addresses";
import { unsubscribeKeys, useResubscribeQuota } from "@/lib/queries/email/unsubscribes";
import { toast } from "@/lib/toast";

/**
 * Sends the selected unsubscribed addresses the email in which they confirm they
 * want emails again, as many as the account's 5-a-day quota has left (it says
 * how many that is before anything is sent), one request after another.
 */
export function ResubscribeSelected({ emails }: { emails: string[] }) {
  const { timeZone } = useAccount();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [sender, setSender] = useState("");
  const [busy, setBusy] = useState(false);
  const quota = useResubscribeQuota();
  const senders = useEmailSenders();
  const active = (senders.data?.items ?? []).filter((s) => !s.status || s.status === "Active");
  const chosen = sender || active[0]?.email || "";
  const left = quota.data?.remaining ?? 0;
  const sending = emails.slice(0, left);
  if (emails.length === 0) return null;

  async function send() {
    setBusy(true);
    const sent: string[] = [];
    let stopped: string | null = null;
    for (const email of sending) {
      try {
        await apiRequest("/api/email/resubscribe", {
          method: "POST",
          body: { email, sender: chosen, lang: "en" },
          idempotencyKey: newIdempotencyKey(),
        });
        sent.push(email);
      } catch (err) {
        stopped =
          err instanceof ApiError && isQuotaRefusal(err.message)
            ? "the Messaging API says the day's 5 are used up"
            : errorMessage(err);
        break;
      }
    }
    setBusy(false);
    setOpen(false);
    void qc.invalidateQueries({ queryKey: unsubscribeKeys.quota });
    const notSent = emails.length - sent.length;
    const text = `Confirmation email sent to ${count(sent.length, "address", "addresses")}${notSent ? `; ${count(notSent, "address", "addresses")} not sent${stopped ? ` (${stopped})` : " (none left today)"}` : ""}.`;
    if (sent.length) toast.success(text);
    else toast.error(text);
  }

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <MailPlusIcon aria-hidden="true" /> Resubscribe {formatNumberOf(emails.length)}
      </Button>
      <Dialog open={open} onOpenChange={(o) => !busy && setOpen(o)}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>
              Ask {count(emails.length, "address", "addresses")} to resubscribe?
            </DialogTitle>
            <DialogDescription>
              Each gets an email asking them to confirm they want your emails again; only they can
              resubscribe themselves. The account may send 5 such emails a day.
            </DialogDescription>
          </DialogHeader>
          <ResubscribeQuota quota={quota.data} error={quota.error} timeZone={timeZone} />
          <div className="grid gap-1.5">
            <Label htmlFor="resub-sel-sender">Sender</Label>
            <NativeSelect
              id="resub-sel-sender"
              value={chosen}
              onChange={(e) => setSender(e.target.value)}
              options={active.map((s) => ({
                value: s.email,
                label: s.name ? `${s.name} <${s.email}>` : s.email,
              }))}
            >
              {active.length === 0 && (
                <option value="">{senders.isPending ? "Loading…" : "No active sender"}</option>
              )}
            </NativeSelect>
          </div>
          <p className="text-sm" role="status">
            {left === 0
              ? "None left today: nothing can be sent now."
              : sending.length < emails.length
                ? `Only the first ${count(sending.length, "address", "addresses")} can be asked today; ${count(emails.length - sending.length, "is", "are")} left out.`
                : `${count(sending.length, "email")} will be sent; ${count(left - sending.length, "request")} will remain today.`}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => void send()} disabled={busy || sending.length === 0 || !chosen}>
              {busy ? "Sending…" : `Send ${count(sending.length, "email")}`}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

const formatNumberOf = (n: number) => count(n, "address", "addresses");
