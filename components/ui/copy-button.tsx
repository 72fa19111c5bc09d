"use client";

import { CheckIcon, CopyIcon } from "lucide-react";
import * as React from "react";

import { Button } from "./button";

/** Copies `value` to the clipboard and says so (visibly and to screen readers). */
function CopyButton({
  value,
  label = "Copy",
  onCopyFailed,
  ...props
}: {
  value: string;
  label?: string;
  /** the clipboard was refused: e.g. select the text so the person can copy it by hand */
  onCopyFailed?: () => void;
} & Omit<React.ComponentProps<typeof Button>, "onClick" | "value">) {
  const [copied, setCopied] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  React.useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      {...props}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          setFailed(false);
          setCopied(true);
        } catch {
          setCopied(false);
          setFailed(true);
          onCopyFailed?.();
        }
      }}
    >
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      {copied ? "Copied" : label}
      <span className="sr-only" aria-live="polite">
        {copied
          ? "Copied to the clipboard"
          : failed
            ? "Could not copy; select the text and copy it"
            : ""}
      </span>
    </Button>
  );
}

export { CopyButton };
