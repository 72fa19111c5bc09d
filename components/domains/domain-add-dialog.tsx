"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { domainAddFormSchema } from "@messaging-console/contract/email/domain";
import { GlobeIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import { DialogForm } from "@/components/ui/dialog-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { OnIntentProps } from "@/components/ui/load-on-intent";
import { ApiError, errorMessage } from "@/lib/queries/api-client";
import { useAddDomain } from "@/lib/queries/email/sender-domains";
import { toast } from "@/lib/toast";

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Admins add a sender domain; only a real domain name ever leaves the browser. */
export function DomainAddDialog({
  onAdded,
  ...intent
}: { onAdded: (domain: string) => void } & OnIntentProps) {
  const add = useAddDomain();
  const form = useForm<
    z.input<typeof domainAddFormSchema>,
    unknown,
    z.output<typeof domainAddFormSchema>
  >({
    // a pasted link or "NEWBRAND.EXAMPLE." is cleaned to the domain, not refused
    resolver: zodResolver(domainAddFormSchema),
    defaultValues: { domain: "" },
  });

  return (
    <DialogForm
      form={form}
      id="domain-add"
      {...intent}
      trigger={
        <Button>
          <GlobeIcon aria-hidden="true" />
          Add domain
        </Button>
      }
      title="Add a sender domain"
      description="After adding it, publish its DKIM, SPF and DMARC records in your DNS; the domain card says what to publish."
      submitLabel="Add domain"
      pendingLabel="Adding…"
      write={add}
      onSent={(_, body) => {
        toast.success(`${body.domain} was added. Publish its DNS records, then re-check it.`);
        onAdded(body.domain);
      }}
      onError={(err) => {
        const message =
          err instanceof ApiError && err.code === "upstream_rejected"
            ? err.message
            : err instanceof ApiError && err.fields?.["body.domain"]
              ? sentence(err.fields["body.domain"])
              : errorMessage(err);
        form.setError("domain", { message });
      }}
    >
      <FormField
        control={form.control}
        name="domain"
        id="domain-name"
        label="Domain"
        hint="The part after the @ of your sender addresses, e.g. mail.example.com"
        errorText={(message) => message && sentence(message)}
      >
        {(control) => (
          <Input
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="mail.example.com"
            {...control}
          />
        )}
      </FormField>
    </DialogForm>
  );
}
