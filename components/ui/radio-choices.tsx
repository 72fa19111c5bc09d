"use client";

import {
  Controller,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
} from "react-hook-form";

import { Label } from "./label";
import { RadioGroup, RadioGroupItem } from "./radio-group";

/**
 * One form value chosen among a few options, as a row of radio buttons bound to
 * react-hook-form. Each option's id is `<name>-<value>`; the group is named by
 * `aria-label` or by the id of a visible label (`aria-labelledby`). `onChosen`
 * runs after the value is set (e.g. to fill a field the choice brings in).
 */
export function RadioChoices<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TValue extends FieldPathValue<TFieldValues, TName> & string,
>({
  control,
  name,
  options,
  onChosen,
  ...naming
}: {
  control: Control<TFieldValues>;
  name: TName;
  options: readonly { value: TValue; label: string }[];
  onChosen?: (value: TValue) => void;
} & ({ "aria-label": string } | { "aria-labelledby": string })) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          {...naming}
          value={field.value}
          onValueChange={(value) => {
            field.onChange(value);
            onChosen?.(value as TValue);
          }}
          className="flex flex-wrap gap-x-6 gap-y-2"
        >
          {options.map((o) => (
            <div key={o.value} className="flex items-center gap-2">
              <RadioGroupItem value={o.value} id={`${name}-${o.value}`} />
              <Label htmlFor={`${name}-${o.value}`} className="font-normal">
                {o.label}
              </Label>
            </div>
          ))}
        </RadioGroup>
      )}
    />
  );
}
