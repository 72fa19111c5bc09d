// Types of scripts/tw-merge-config.mjs for test/tw-merge-config.test.ts.
export function sourceClassTokens(): string[];
export function groupClasses(tokens: string[]): string[];
export function usedGroups(tokens: string[]): Set<string>;
export function configSource(groups: Set<string>): string;
