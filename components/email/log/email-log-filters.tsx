"use client";

import { FilterIcon, XIcon } from "lucide-react";
import { useMemo, useState } from "react";

import { Button } from "@/components/ui/button";
import { Combobox } from "@/components/ui/combobox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { countryOptions } from "@/lib/email/countries";
import { EMAIL_OUTCOME_HINT, EMAIL_OUTCOME_LABEL } from "@/lib/email/outcome";
import type { EmailLogFilters } from "@/lib/queries/email/messages";
import { EMAIL_OUTCOMES, type EmailOutcome } from "@/lib/schemas/email/outcomes";
import type { EmailSender } from "@/lib/schemas/resources";
import { cn } from "@/lib/utils";

import { TextFilter } from "./text-filter";

/** Filters of the email log; every value lives in the URL (the parent owns it). */
export function EmailLogFilterBar({
  values,
  onChange,
  senders,
  zone,
  rangeError,
}: {
  values: EmailLogFilters;
  onChange: (change: Partial<EmailLogFilters>) => void;
  senders: EmailSender[] | undefined;
  zone: string;
  rangeError: string | null;
}) {
  const any = Object.values(values).some(Boolean);
  const knownSender = !values.sender || senders?.some((s) => s.email === values.sender);
  const active = Object.values(values).filter(Boolean).length;
  // phones: the filters fold away behind one button, the table comes first
  const [open, setOpen] = useState(false);
  const countries = useMemo(() => countryOptions(), []);
  return (
    <div className="grid grid-cols-1 gap-3">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit sm:hidden"
        aria-expanded={open}
        aria-controls="email-log-filters"
        onClick={() => setOpen(!open)}
      >
        <FilterIcon aria-hidden="true" /> Filters{active ? ` · ${active} on` : ""}
      </Button>
      <form
        id="email-log-filters"
        aria-label="Filters"
        className={cn(
          open ? "grid" : "hidden",
          "grid-cols-2 gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-3 lg:items-start xl:grid-cols-[repeat(5,minmax(0,1fr))_minmax(12rem,1.2fr)_auto]",
        )}
        onSubmit={(e) => e.preventDefault()}
      >
        {(["from", "to"] as const).map((end) => (
          <Field
            key={end}
            id={`log-${end}`}
            label={`${end === "from" ? "From" : "To"} (${zone})`}
            // a range that ends before it starts is said under its start
            error={end === "from" ? (rangeError ?? undefined) : undefined}
          >
            {(control) => (
              <Input
                type="date"
                value={values[end] ?? ""}
                onChange={(e) => onChange({ [end]: e.target.value })}
                {...control}
              />
            )}
          </Field>
        ))}
        <Field id="log-sender" label="Sender" className="col-span-2 sm:col-span-1">
          {(control) => (
            <NativeSelect
              value={values.sender ?? ""}
              onChange={(e) => onChange({ sender: e.target.value })}
              {...control}
            >
              <option value="">All senders</option>
              {!knownSender && <option value={values.sender}>{values.sender}</option>}
              {senders?.map((s) => (
                <option key={s.email} value={s.email}>
                  {s.email}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <TextFilter
          id="log-recipient"
          label="Recipient"
          hint="The exact address"
          email
          value={values.recipient}
          onCommit={(recipient) => onChange({ recipient })}
        />
        <Field
          id="log-country"
          label="Country"
          hint="Where it was opened or clicked"
          className="col-span-2 sm:col-span-1"
        >
          {({ id, "aria-describedby": describedBy }) => (
            <Combobox
              id={id}
              value={values.country ?? ""}
              onChange={(country) => onChange({ country })}
              options={countries}
              clearLabel="All countries"
              searchLabel="Search countries"
              emptyText="No country by that name"
              describedBy={describedBy}
            />
          )}
        </Field>
        <Field
          id="log-outcome"
          label="Outcome"
          hint={EMAIL_OUTCOME_HINT}
          className="col-span-2 sm:col-span-1"
        >
          {(control) => (
            <NativeSelect
              value={values.outcome ?? ""}
              {...control}
              onChange={(e) =>
                onChange({ outcome: (e.target.value || undefined) as EmailOutcome | undefined })
              }
            >
              <option value="">Any outcome</option>
              {EMAIL_OUTCOMES.map((o) => (
                <option key={o} value={o}>
                  {EMAIL_OUTCOME_LABEL[o]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <div className="col-span-2 flex items-end sm:col-span-1 xl:pt-[1.375rem]">
          <Button
            type="button"
            variant="ghost"
            disabled={!any}
            onClick={() =>
              onChange({
                from: "",
                to: "",
                sender: "",
                recipient: "",
                country: "",
                outcome: undefined,
              })
            }
          >
            <XIcon aria-hidden="true" /> Clear filters
          </Button>
        </div>
      </form>
    </div>
  );
}
