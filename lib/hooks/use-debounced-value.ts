"use client";

import { useEffect, useState } from "react";

/** `value`, once it has stayed the same for `ms` (so typing does not fire a request per key). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
