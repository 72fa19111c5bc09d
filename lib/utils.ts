import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";

import { twMergeConfig } from "./tw-merge-config";

/** Only the class groups the sources use: the default config is ~8 KB gzip on every page. */
const twMerge = createTailwindMerge(twMergeConfig);

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
