"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { senderAddSchema } from "@messaging-console/contract/email/lists";
import { AtSignIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import { DialogForm } from "@/components/ui/dialog-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { OnIntentProps } from "@/components/ui/load-on-intent";
import { senderRefusal } from "@/lib/email/sender-refusal";
import { ApiError, errorMessage } from "@/lib/queries/api-client";
import { useAddSender } from "@/lib/queries/email/sender-addresses";
import { toast } from "@/lib/toast";

/** Admins add a sender address; the upstream's refusals appear under the address in words. */
export function SenderAddDialog(intent: OnIntentProps) {
  const add = useAddSender();
  const form = useForm<z.input<typeof senderAddSchema>, unknown, z.output<typeof senderAddSchema>>({
    resolver: zodResolver(senderAddSchema),
    defaultValues: { email: "", name: "" },
  });

  return (
    <DialogForm
      form={form}
      id="sender-add"
      {...intent}
      trigger={
        <Button>
          <AtSignIcon aria-hidden="true" />
          Add sender address
        </Button>
      }
      title="Add a sender address"
      description="Emails can be sent from it once the Messaging API has activated it. Use an address on a domain you own."
      submitLabel="Add sender address"
      pendingLabel="Adding…"
      write={add}
      onSent={(_, body) =>
        toast.success(`${body.email} was added; it can send once the Messaging API activates it.`)
      }
      onError={(err) => {
        if (err instanceof ApiError && err.code === "upstream_rejected")
          form.setError("email", { message: senderRefusal(err.message) });
        else if (err instanceof ApiError && err.fields?.["body.email"])
          form.setError("email", { message: err.fields["body.email"] });
        else form.setError("root", { message: errorMessage(err) });
      }}
    >
      <FormField control={form.control} name="email" id="sender-email" label="Email address">
        {(control) => (
          <Input type="email" autoComplete="off" placeholder="news@your-domain.com" {...control} />
        )}
      </FormField>
      <FormField
        control={form.control}
        name="name"
        id="sender-name"
        label="Name"
        hint="What recipients see as the sender, e.g. your company's name."
      >
        {(control) => <Input autoComplete="off" {...control} />}
      </FormField>
    </DialogForm>
  );
}
