"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { GlobeIcon } from "lucide-react";
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
import { useAddDomain } from "@/lib/queries/sender-domains";
import { useActionKey } from "@/lib/queries/use-action-key";
import { domainAddSchema } from "@/lib/schemas/email-domain";
import { toast } from "@/lib/toast";

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Admins add a sender domain; only a real domain name ever leaves the browser. */
export function DomainAddDialog({
  onAdded,
  open,
  onOpenChange,
  focusTrigger,
}: { onAdded: (domain: string) => void } & OnIntentProps) {
  const setOpen = onOpenChange;
  const triggerRef = useFocusTrigger(focusTrigger, open);
  const add = useAddDomain();
  const actionKey = useActionKey();
  const form = useForm<z.input<typeof domainAddSchema>, unknown, z.output<typeof domainAddSchema>>({
    resolver: zodResolver(domainAddSchema),
    defaultValues: { domain: "" },
  });
  const error = form.formState.errors.domain?.message;

  const submit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync({ body, key: actionKey.keyFor(body) });
      actionKey.done();
      toast.success(`${body.domain} was added. Publish its DNS records, then re-check it.`);
      form.reset();
      setOpen(false);
      onAdded(body.domain);
    } catch (err) {
      const message =
        err instanceof ApiError && err.code === "upstream_rejected"
          ? err.message
          : err instanceof ApiError && err.fields?.["body.domain"]
            ? sentence(err.fields["body.domain"])
            : errorMessage(err);
      form.setError("domain", { message });
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button ref={triggerRef}>
          <GlobeIcon aria-hidden="true" />
          Add domain
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a sender domain</DialogTitle>
          <DialogDescription>
            After adding it, publish its DKIM, SPF and DMARC records in your DNS; the domain card
            says what to publish.
          </DialogDescription>
        </DialogHeader>
        <form id="domain-add" className="grid gap-4" onSubmit={submit} noValidate>
          <Field
            id="domain-name"
            label="Domain"
            hint="The part after the @ of your sender addresses, e.g. mail.example.com"
            error={error && sentence(error)}
          >
            <Input
              id="domain-name"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="mail.example.com"
              aria-invalid={!!error}
              aria-describedby={fieldDescribedBy("domain-name", { hint: true, error: !!error })}
              {...form.register("domain")}
            />
          </Field>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" form="domain-add" disabled={add.isPending}>
            {add.isPending ? "Adding…" : "Add domain"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
