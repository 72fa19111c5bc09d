"use client";

import { SearchIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { recipientHref } from "@/lib/recipient";
import { emailAddressSchema } from "@/lib/schemas/email-send";
import { cn } from "@/lib/utils";

/** The header's "find a recipient" box: an address and Enter open its page. */
export function RecipientSearch() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <SearchForm id="recipient-search" className="hidden w-56 md:block lg:w-72" />
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open address lookup"
          >
            <SearchIcon aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" className="w-[min(22rem,calc(100vw-2rem))] p-3">
          <SearchForm id="recipient-search-mobile" onDone={() => setOpen(false)} showLabel />
        </PopoverContent>
      </Popover>
    </>
  );
}

function SearchForm(props: {
  id: string;
  className?: string;
  showLabel?: boolean;
  onDone?: () => void;
}) {
  const router = useRouter();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const errorId = `${props.id}-error`;

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
        if (!emailAddressSchema.safeParse(email).success)
          return setError(`“${email.slice(0, 60)}” is not an email address (name@example.com).`);
        setError(null);
        setValue("");
        props.onDone?.();
        router.push(recipientHref(email));
      }}
    >
      <label
        htmlFor={props.id}
        className={props.showLabel ? "mb-1.5 block text-sm font-medium" : "sr-only"}
      >
        Look up an address
      </label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={props.id}
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          placeholder="Look up an address…"
          className="h-8 pl-8 text-sm"
          value={value}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
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
      {error && (
        <p
          id={errorId}
          role="alert"
          className={cn(
            "text-sm text-destructive",
            props.showLabel
              ? "mt-1.5"
              : "absolute top-full right-0 left-0 mt-1 rounded-md border bg-popover p-2 shadow-md",
          )}
        >
          {error}
        </p>
      )}
    </form>
  );
}
