"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";

import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { RadioChoices } from "@/components/ui/radio-choices";
import { formatNumber } from "@/lib/format";
import { addressBooksQuery } from "@/lib/queries/viber/address-books";
import type { ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";

import { FormSection } from "./form-section";
import { IdSelect, ListNotReady } from "./id-select";
import { PhoneListField } from "./phone-list-field";

const AUDIENCES = [
  { value: "phones", label: "Phone numbers" },
  { value: "book", label: "An address book" },
] as const;

/** An address book, or phone numbers typed, pasted or imported. */
export function SectionRecipients() {
  const { control } = useFormContext<ViberCampaignFormValues>();
  const audience = useWatch({ control, name: "audience" });

  return (
    <FormSection title="Recipients" description="An address book, or up to 1,000 phone numbers.">
      <div className="grid gap-2">
        <Label id="audience-label">Send to</Label>
        <RadioChoices
          control={control}
          name="audience"
          aria-labelledby="audience-label"
          options={AUDIENCES}
        />
      </div>
      {audience === "book" ? <AddressBookField /> : <PhoneListField />}
    </FormSection>
  );
}

function AddressBookField() {
  const { control } = useFormContext<ViberCampaignFormValues>();
  const books = useQuery(addressBooksQuery);
  const bookId = useWatch({ control, name: "address_book" });
  const selected = books.data?.items.find((b) => b.id === bookId);

  if (!books.isSuccess) return <ListNotReady what="Address books" query={books} />;
  const hint = selected
    ? `${formatNumber(selected.size)} contacts: ${formatNumber(selected.active)} active, ${formatNumber(selected.inactive)} blacklisted or inactive (skipped).`
    : books.data.items.length === 0
      ? "This account has no address book yet: enter phone numbers instead."
      : "Everyone in the book gets the message; blacklisted numbers are skipped.";

  return (
    <FormField control={control} name="address_book" label="Address book" hint={hint}>
      {(field) => (
        <IdSelect placeholder="Choose an address book" {...field}>
          {books.data.items.map((b) => (
            <option key={b.id} value={String(b.id)}>
              {b.name} · {formatNumber(b.size)} contacts
            </option>
          ))}
        </IdSelect>
      )}
    </FormField>
  );
}
