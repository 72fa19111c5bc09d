"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * Radio buttons: the browser's own `<input type="radio">`s sharing one `name`
 * (so the browser gives them their role, the arrow keys and Tab-to-the-checked-one),
 * drawn as shadcn/ui's, with Radix RadioGroup's props (`value`, `onValueChange`)
 * and `data-state`. No Radix here: its radio group and roving focus were ~4 KB gzip
 * on the send and composer pages, for what the browser already does.
 */
type Group = {
  name: string;
  value: string | undefined;
  disabled: boolean;
  onValueChange: ((value: string) => void) | undefined;
};

const GroupContext = React.createContext<Group | null>(null);

function RadioGroup({
  value,
  onValueChange,
  name,
  disabled = false,
  className,
  ...props
}: Omit<React.ComponentProps<"div">, "onChange" | "defaultValue"> & {
  value?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  disabled?: boolean;
}) {
  const generated = React.useId();
  const group = React.useMemo(
    () => ({ name: name ?? generated, value, disabled, onValueChange }),
    [name, generated, value, disabled, onValueChange],
  );
  return (
    <GroupContext value={group}>
      <div
        role="radiogroup"
        data-slot="radio-group"
        className={cn("grid gap-3", className)}
        {...props}
      />
    </GroupContext>
  );
}

function RadioGroupItem({
  value,
  className,
  disabled,
  ...props
}: Omit<React.ComponentProps<"input">, "type" | "checked" | "onChange" | "name" | "value"> & {
  value: string;
}) {
  const group = React.use(GroupContext);
  if (!group) throw new Error("RadioGroupItem must be inside a RadioGroup");
  const checked = group.value === value;
  return (
    <span
      data-slot="radio-group-item-root"
      className={cn("relative inline-flex size-4 shrink-0", className)}
    >
      <input
        type="radio"
        data-slot="radio-group-item"
        data-state={checked ? "checked" : "unchecked"}
        name={group.name}
        value={value}
        checked={checked}
        disabled={disabled ?? group.disabled}
        onChange={(e) => {
          if (e.target.checked) group.onValueChange?.(value);
        }}
        className="peer size-4 shrink-0 appearance-none rounded-full border border-input shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive dark:bg-input/30"
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 m-auto hidden size-2 rounded-full bg-primary peer-checked:block"
      />
    </span>
  );
}

export { RadioGroup, RadioGroupItem };
