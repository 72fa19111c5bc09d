export declare function deal(
  weights: Record<string, number>,
  files: string[],
  shards: number,
): { time: number; files: string[] }[];
