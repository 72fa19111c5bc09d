"use client";

import { SearchIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { isEmailAddress, recipientHref } from "@/lib/schemas/email/address";
import { cn } from "@/lib/utils";

/** An address and Enter open its recipient page (the header's box, and its narrow-screen popover). */
export function SearchForm(props: {
  id: string;
  className?: string;
  showLabel?: boolean;
  onDone?: () => void;
}) {
  const router = useRouter();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      role="search"
      aria-label="Address lookup"
      noValidate
      className={cn("relative", props.className)}
      onSubmit={(e) => {
        e.preventDefault();
        const email = value.trim();
        if (!email) return setError("Type an email address, then press Enter.");
        if (!isEmailAddress(email))
          return setError(`“${email.slice(0, 60)}” is not an email address (name@example.com).`);
        setError(null);
        setValue("");
        props.onDone?.();
        router.push(recipientHref(email));
      }}
    >
      <Field
        id={props.id}
        label="Look up an address"
        labelClassName={props.showLabel ? undefined : "sr-only"}
        className="gap-1.5"
        error={error ?? undefined}
        errorClassName={
          props.showLabel
            ? undefined
            : "absolute top-full right-0 left-0 mt-1 rounded-md border bg-popover p-2 shadow-md"
        }
      >
        {(aria) => (
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="email"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              placeholder="Look up an address…"
              className="h-8 pl-8 text-sm"
              value={value}
              {...aria}
              onChange={(e) => {
                setValue(e.target.value);
                if (error) setError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === "Escape") {
                  setValue("");
                  setError(null);
                }
              }}
            />
          </div>
        )}
      </Field>
    </form>
  );
}
