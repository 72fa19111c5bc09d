"use client";

import { useEffect, useState } from "react";

/**
 * A list's search box kept in step with the URL's `q`: what is typed goes to
 * the URL after a short pause, and a `q` changed from elsewhere (the back
 * button, a link, "Clear filters") shows in the box. `read` turns the text
 * into the `q` it stands for, or `undefined` while it is not a valid search
 * (then nothing goes to the URL); it should be a module-level function.
 */
export function useSearchText(
  q: string | undefined,
  read: (text: string) => string | undefined,
  onChange: (change: { q: string | undefined }) => void,
) {
  const [text, setText] = useState(q ?? "");
  const value = read(text);

  const [seen, setSeen] = useState(q);
  if (seen !== q) {
    setSeen(q);
    if ((q ?? "") !== value) setText(q ?? "");
  }

  useEffect(() => {
    if (value === undefined || value === (q ?? "")) return;
    const timer = setTimeout(() => onChange({ q: value || undefined }), 300);
    return () => clearTimeout(timer);
  }, [value, q, onChange]);

  /** At once, as on Enter. */
  const submit = () => {
    if (value !== undefined) onChange({ q: value || undefined });
  };
  return { text, setText, submit };
}
