"use client";

import { useEffect, useState } from "react";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/** A text filter that reaches the URL a moment after typing stops, or on Enter. */
export function TextFilter(props: {
  id: string;
  label: string;
  hint: string;
  email?: boolean;
  value: string | undefined;
  onCommit: (value: string) => void;
}) {
  const { value, onCommit } = props;
  const [text, setText] = useState(value ?? "");
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // the URL changed from outside (back button, "Clear filters"): follow it
    setSeen(value);
    setText(value ?? "");
  }
  useEffect(() => {
    if (text.trim() === (value ?? "")) return;
    const t = setTimeout(() => onCommit(text.trim()), 500);
    return () => clearTimeout(t);
  }, [text, value, onCommit]);
  return (
    <Field id={props.id} label={props.label} hint={props.hint} className="col-span-2 sm:col-span-1">
      {(control) => (
        <Input
          type="search"
          inputMode={props.email ? "email" : undefined}
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") onCommit(text.trim());
          }}
          {...control}
        />
      )}
    </Field>
  );
}
