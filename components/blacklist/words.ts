import { formatNumber } from "@/lib/format";

/** "1 number", "10,000 numbers". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}
