"use client";

import { useState } from "react";

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { unsubscribedHowWords, type UnsubscribedRecipient } from "@/lib/email/unsubscribe-lookup";

export interface UnsubscribedConfirmProps {
  open: boolean;
  flagged: UnsubscribedRecipient[];
  onCancel: () => void;
  onConfirm: () => void;
}

/** A spam complaint, or a reason the console cannot see (it may be one), is ticked address by address. */
const needsTick = (u: UnsubscribedRecipient) => u.how === "spam_complaint" || u.how === "unknown";

const tickLabel = (u: UnsubscribedRecipient) =>
  u.how === "spam_complaint"
    ? `Send to ${u.email} although they marked this account's email as spam`
    : `Send to ${u.email} although why they unsubscribed is not known (it may be a spam complaint)`;

/**
 * The Messaging API delivers to unsubscribed addresses, so the console asks: each
 * address with how it unsubscribed, a tick for each spam complaint, and "Send
 * anyway" only once every tick is given. The server checks the same list.
 */
export function UnsubscribedConfirmContent(props: UnsubscribedConfirmProps) {
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const required = props.flagged.filter(needsTick);
  const ready = required.every((u) => ticked.has(u.email));
  const close = () => {
    setTicked(new Set());
    props.onCancel();
  };
  return (
    <AlertDialog open={props.open} onOpenChange={(open) => !open && close()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Send to unsubscribed recipients?</AlertDialogTitle>
          <AlertDialogDescription>
            The Messaging API delivers to these addresses if you send: only the console stops it.
            Send only a message they must get (a receipt, a password reset). The audit log records
            who confirmed.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="grid min-w-0 gap-2 text-sm" aria-label="Unsubscribed recipients">
          {props.flagged.map((u) => (
            <li key={u.email} className="grid min-w-0 gap-1.5">
              <p>
                <span className="font-medium break-all">{u.email}</span>{" "}
                <span className="whitespace-nowrap text-muted-foreground">
                  ({unsubscribedHowWords(u.how)})
                </span>
              </p>
              {needsTick(u) && (
                <label className="flex items-start gap-2 rounded-md border border-status-danger/40 bg-status-danger/5 p-2">
                  <Checkbox
                    className="mt-0.5"
                    checked={ticked.has(u.email)}
                    onCheckedChange={(on) =>
                      setTicked((prev) => {
                        const next = new Set(prev);
                        if (on === true) next.add(u.email);
                        else next.delete(u.email);
                        return next;
                      })
                    }
                  />
                  <span className="min-w-0 break-words">{tickLabel(u)}</span>
                </label>
              )}
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button
            disabled={!ready}
            onClick={() => {
              setTicked(new Set());
              props.onConfirm();
            }}
          >
            Send anyway
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
