export interface SectionResult {
  /** Markdown lines (tables) for RESULTS.md, also printed */
  lines: string[];
  targets: { target: string; figure: string; met: boolean }[];
}

export interface Section {
  name: string;
  /** reported as not measured if not done by then (default 240 s) */
  limitMs?: number;
  run(): Promise<SectionResult>;
}
