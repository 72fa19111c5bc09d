// The class groups tailwind-merge needs for this project's classes (issue 14's page weight).
//
//   node scripts/tw-merge-config.mjs          write lib/tw-merge-config.ts
//   node scripts/tw-merge-config.mjs --check  exit 1 when it is out of date
//
// `cn()` merges classes with tailwind-merge, which by default carries the config of
// every Tailwind utility (379 class groups, ~8 KB gzip on every page). This keeps the
// default config's groups that a class in the sources belongs to, with their
// conflicts and the theme scales they read, and writes them out as code for
// `createTailwindMerge`. A class's group is found with tailwind-merge itself: a
// merger knowing only group G folds "c c" into "c" exactly when c is in G.
// test/tw-merge-config.test.ts checks that the file is current and merges as the
// default config does.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { createTailwindMerge, getDefaultConfig, validators } from "tailwind-merge";

const root = path.join(import.meta.dirname, "..");
const OUT = path.join(root, "lib/tw-merge-config.ts");
const SOURCES = ["app", "components", "lib"];

/**
 * A class-like token: text between spaces, quotes and braces, where a bracketed
 * part (an arbitrary value or variant, up to two levels deep, no spaces) is kept
 * whole even when it holds quotes: `[&_svg:not([class*='size-'])]:size-4`.
 */
const TOKEN = /(?:[^\s"'`{}[\]]|\[(?:[^[\]\s]|\[[^[\]\s]*\])*\])+/g;

/** Every token in the sources that could be a class (whole tokens, as Tailwind scans them). */
export function sourceClassTokens() {
  const tokens = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(tsx?|mjs)$/.test(entry.name) && file !== OUT)
        for (const [token] of readFileSync(file, "utf8").matchAll(TOKEN))
          if (/^[!-]?[a-z0-9@[*][^\s]*$/.test(token) && token.length < 120) tokens.add(token);
    }
  };
  for (const dir of SOURCES) walk(path.join(root, dir));
  return [...tokens].sort();
}

const mergerOf = (config, classGroups) =>
  createTailwindMerge(() => ({
    ...config,
    classGroups,
    conflictingClassGroups: {},
    conflictingClassGroupModifiers: {},
    postfixLookupClassGroups: [],
  }));
const folds = (merge, t) => merge(`${t} ${t}`) === t;

/**
 * The tokens that are classes of some group (the whole config folds them);
 * arbitrary properties ("[mask-type:luminance]") belong to none: every merger folds them.
 */
export function groupClasses(tokens, config = getDefaultConfig()) {
  const all = mergerOf(config, config.classGroups);
  const none = mergerOf(config, {});
  return tokens.filter((t) => folds(all, t) && !folds(none, t));
}

/** The default config's groups that hold one of `tokens`. */
export function usedGroups(tokens, config = getDefaultConfig()) {
  const classes = groupClasses(tokens, config);
  const used = new Set();
  for (const [group, definition] of Object.entries(config.classGroups)) {
    const merge = mergerOf(config, { [group]: definition });
    if (classes.some((t) => folds(merge, t))) used.add(group);
  }
  return used;
}

/** The default config cut to `groups`, written as a TypeScript module. */
export function configSource(groups) {
  const config = getDefaultConfig();
  const validatorNames = new Map(Object.entries(validators).map(([name, fn]) => [fn, name]));
  const themeKeyOf = (getter) => {
    const value = getter(config.theme);
    const key = Object.keys(config.theme).find((k) => config.theme[k] === value);
    if (!key) throw new Error("a theme getter reads no theme key");
    return key;
  };
  const themeKeys = new Set();
  const write = (value) => {
    if (typeof value === "string") return JSON.stringify(value);
    if (typeof value === "function") {
      if (value.isThemeGetter) {
        const key = themeKeyOf(value);
        themeKeys.add(key);
        return `fromTheme(${JSON.stringify(key)})`;
      }
      const name = validatorNames.get(value);
      if (!name) throw new Error(`an unnamed function in the config: ${value}`);
      return `v.${name}`;
    }
    if (Array.isArray(value)) return `[${value.map(write).join(", ")}]`;
    if (value && typeof value === "object")
      return `{ ${Object.entries(value)
        .map(([k, v]) => `${JSON.stringify(k)}: ${write(v)}`)
        .join(", ")} }`;
    throw new Error(`cannot write ${String(value)}`);
  };
  const pick = (record) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([group]) => groups.has(group))
        .map(([group, list]) => [group, list.filter((g) => groups.has(g))])
        .filter(([, list]) => list.length > 0),
    );
  const classGroups = write(
    Object.fromEntries(Object.entries(config.classGroups).filter(([g]) => groups.has(g))),
  );
  const conflicts = write(pick(config.conflictingClassGroups));
  const modifierConflicts = write(pick(config.conflictingClassGroupModifiers));
  // the theme scales the kept groups read (a scale reads no other)
  const theme = write(Object.fromEntries([...themeKeys].sort().map((k) => [k, config.theme[k]])));
  return `// Generated by scripts/tw-merge-config.mjs from tailwind-merge's default config: run
// \`node scripts/tw-merge-config.mjs\` after adding classes of a kind the sources did not use
// (test/tw-merge-config.test.ts says when). ${groups.size} of ${Object.keys(config.classGroups).length} class groups.
import { fromTheme, validators as v, type Config } from "tailwind-merge";

export const twMergeConfig = (): Config<string, string> => ({
  cacheSize: ${config.cacheSize},
  // prettier-ignore
  theme: ${theme},
  // prettier-ignore
  classGroups: ${classGroups},
  // prettier-ignore
  conflictingClassGroups: ${conflicts},
  // prettier-ignore
  conflictingClassGroupModifiers: ${modifierConflicts},
  // prettier-ignore
  postfixLookupClassGroups: ${write((config.postfixLookupClassGroups ?? []).filter((g) => groups.has(g)))},
  // prettier-ignore
  orderSensitiveModifiers: ${write(config.orderSensitiveModifiers)},
});
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const source = configSource(usedGroups(sourceClassTokens()));
  if (process.argv.includes("--check")) {
    const current = readFileSync(OUT, "utf8");
    if (current !== source) {
      console.error("lib/tw-merge-config.ts is out of date: run node scripts/tw-merge-config.mjs");
      process.exit(1);
    }
  } else {
    writeFileSync(OUT, source);
    console.log(`wrote ${path.relative(root, OUT)}`);
  }
}
