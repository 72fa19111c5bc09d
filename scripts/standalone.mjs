#!/usr/bin/env node
// After `next build` (run by `npm run build` as postbuild, by the Dockerfile and by
// e2e/standalone.spec.ts): completes `.next/standalone` so that
// `node .next/standalone/server.js` serves everything, and checks that it can.
//
// - copies `.next/static` (and `public/`, if the project has one) next to server.js:
//   the standalone server serves them but `next build` leaves them out;
// - copies the admission preload (scripts/admission-preload.mjs and admission.mjs) next
//   to server.js, which the Dockerfile's NODE_OPTIONS imports (--import=/app/…);
// - checks that the files the console reads at run time by path are in the trace:
//   the database migrations (server/db/client.ts) and PGlite's wasm/data files, and
//   that @node-rs/argon2 has its native binding.
// Exits non-zero, naming what is missing, when the output is incomplete.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, ".next", "standalone");
const problems = [];

function fail(message) {
  console.error(`[standalone] ${message}`);
  process.exit(1);
}

if (!existsSync(path.join(out, "server.js")))
  fail(
    `${path.relative(root, out)}/server.js is missing: run \`next build\` first (next.config.js has output: "standalone")`,
  );
const buildId = readFileSync(path.join(root, ".next", "BUILD_ID"), "utf8");
if (readFileSync(path.join(out, ".next", "BUILD_ID"), "utf8") !== buildId)
  fail("the standalone output is not from the last build: run `next build` again");

// static assets (replaced, not merged: old chunks of an earlier build go)
for (const [from, to] of [
  [path.join(root, ".next", "static"), path.join(out, ".next", "static")],
  [path.join(root, "public"), path.join(out, "public")],
]) {
  rmSync(to, { recursive: true, force: true });
  if (existsSync(from)) cpSync(from, to, { recursive: true });
}
if (!existsSync(path.join(out, ".next", "static", "chunks")))
  problems.push(".next/static/chunks was not copied");

// the preload every way of starting the console loads (scripts/admission.mjs says why)
for (const f of ["admission-preload.mjs", "admission.mjs"])
  cpSync(path.join(root, "scripts", f), path.join(out, f));

// migrations: the journal and every migration it names
const migrations = path.join(out, "server", "db", "migrations");
const journal = path.join(migrations, "meta", "_journal.json");
if (!existsSync(journal)) problems.push("server/db/migrations/meta/_journal.json");
else
  for (const { tag } of JSON.parse(readFileSync(journal, "utf8")).entries)
    if (!existsSync(path.join(migrations, `${tag}.sql`)))
      problems.push(`server/db/migrations/${tag}.sql`);

// PGlite loads its wasm and data files by path: each one installed must be traced
const pgliteDist = path.join("node_modules", "@electric-sql", "pglite", "dist");
const pgliteFiles = readdirSync(path.join(root, pgliteDist)).filter((f) =>
  /\.(wasm|data)$/.test(f),
);
if (!pgliteFiles.length) problems.push(`no .wasm/.data files in ${pgliteDist} (project)`);
for (const f of pgliteFiles)
  if (!existsSync(path.join(out, pgliteDist, f))) problems.push(path.join(pgliteDist, f));

// argon2's native binding for this platform (a package of its own, e.g. argon2-linux-x64-gnu)
const nodeRs = path.join(out, "node_modules", "@node-rs");
const bindings = existsSync(nodeRs)
  ? readdirSync(nodeRs)
      .filter((d) => d.startsWith("argon2-"))
      .flatMap((d) => readdirSync(path.join(nodeRs, d)).filter((f) => f.endsWith(".node")))
  : [];
if (!bindings.length) problems.push("node_modules/@node-rs/argon2-<platform>/*.node");

if (problems.length)
  fail(
    `the standalone output lacks files the console needs at run time:\n  ${problems.join("\n  ")}`,
  );
console.log(
  `[standalone] ${path.relative(root, out)} is complete: static files copied; ${pgliteFiles.length} PGlite files, migrations and the argon2 binding present`,
);
