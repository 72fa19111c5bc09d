"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { AtSignIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Field, fieldDescribedBy } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useFocusTrigger, type OnIntentProps } from "@/components/ui/load-on-intent";
import { ApiError, errorMessage } from "@/lib/queries/api-client";
import { useAddSender } from "@/lib/queries/sender-addresses";
import { useActionKey } from "@/lib/queries/use-action-key";
import { senderAddSchema } from "@/lib/schemas/email-lists";
import { senderRefusal } from "@/lib/sender-refusal";
import { toast } from "@/lib/toast";

/** Admins add a sender address; the upstream's refusals appear under the address in words. */
export function SenderAddDialog({ open, onOpenChange, focusTrigger }: OnIntentProps) {
  const setOpen = onOpenChange;
  const triggerRef = useFocusTrigger(focusTrigger, open);
  const add = useAddSender();
  const actionKey = useActionKey();
  const form = useForm<z.input<typeof senderAddSchema>, unknown, z.output<typeof senderAddSchema>>({
    resolver: zodResolver(senderAddSchema),
    defaultValues: { email: "", name: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync({ body, key: actionKey.keyFor(body) });
      actionKey.done();
      toast.success(`${body.email} was added; it can send once the Messaging API activates it.`);
      form.reset();
      setOpen(false);
    } catch (err) {
      if (err instanceof ApiError && err.code === "upstream_rejected")
        form.setError("email", { message: senderRefusal(err.message) });
      else if (err instanceof ApiError && err.fields?.["body.email"])
        form.setError("email", { message: err.fields["body.email"] });
      else form.setError("root", { message: errorMessage(err) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button ref={triggerRef}>
          <AtSignIcon aria-hidden="true" />
          Add sender address
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a sender address</DialogTitle>
          <DialogDescription>
            Emails can be sent from it once the Messaging API has activated it. Use an address on a
            domain you own.
          </DialogDescription>
        </DialogHeader>
        <form id="sender-add" className="grid gap-4" onSubmit={submit} noValidate>
          {errors.root && (
            <p role="alert" className="text-sm text-destructive">
              {errors.root.message}
            </p>
          )}
          <Field id="sender-email" label="Email address" error={errors.email?.message}>
            <Input
              id="sender-email"
              type="email"
              autoComplete="off"
              placeholder="news@your-domain.com"
              aria-invalid={!!errors.email}
              aria-describedby={fieldDescribedBy("sender-email", { error: !!errors.email })}
              {...form.register("email")}
            />
          </Field>
          <Field
            id="sender-name"
            label="Name"
            hint="What recipients see as the sender, e.g. your company's name."
            error={errors.name?.message}
          >
            <Input
              id="sender-name"
              autoComplete="off"
              aria-invalid={!!errors.name}
              aria-describedby={fieldDescribedBy("sender-name", {
                hint: true,
                error: !!errors.name,
              })}
              {...form.register("name")}
            />
          </Field>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" form="sender-add" disabled={add.isPending}>
            {add.isPending ? "Adding…" : "Add sender address"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
