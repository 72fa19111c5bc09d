export interface SectionResult {
  /** Markdown lines (tables) for RESULTS.md, also printed */
  lines: string[];
  targets: { target: string; figure: string; met: boolean }[];
}

export interface Section {
  name: string;
  run(): Promise<SectionResult>;
}
