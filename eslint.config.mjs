import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import tseslint from "typescript-eslint";

// The import style: `@/` across folders, relative within one folder. A relative path
// that leaves the folder is refused here; `@/` to a file of the same folder is found
// by test/import-ties.test.ts, and `npx tsx tools/import-style.ts --write <files>`
// rewrites both.
const importStyle = {
  regex: "^(\\.\\./|\\./[^/]+/)",
  message: "Across folders import with `@/…`; relative paths stay within one folder.",
};

const config = [
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "bench/.tmp/**",
    ],
  },
  ...nextCoreWebVitals,
  ...tseslint.configs.recommended,
  // Type-aware rules on the TypeScript sources (floating and misused promises,
  // `any` leaking out of JSON, needless assertions…), with the project's tsconfig.
  ...tseslint.configs.recommendedTypeChecked.map((c) => ({ ...c, files: ["**/*.{ts,tsx}"] })),
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // JSX handlers may be async (react-hook-form's handleSubmit returns a promise;
      // each handler catches its own errors): typescript-eslint's documented setting
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  // Tests read JSON replies (`any` by nature) and assert on them: the `any` rules
  // would only add casts there. Everything else applies to tests too.
  {
    files: [
      "test/**",
      "e2e/**",
      "bench/**",
      "**/*.test.{ts,tsx}",
      "packages/messaging-api/src/testing.ts",
      "packages/messaging-api/src/**/test-*.ts",
    ],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      // fakes stand in for async interfaces without awaiting anything
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  // Playwright fixtures call `use()`, which is not React's hook.
  { files: ["e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  // No import cycles: test/import-ties.test.ts finds any circle of files, type-only and
  // lazy imports included (a stricter check than import/no-cycle, which was a third of
  // lint's time on the same graph).
  {
    files: ["{app,components,lib,server,test}/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [importStyle] }] },
  },
  // Page weight: code a page does not need for its first paint is loaded when used.
  // sonner comes through lib/toast.ts (downloaded with the first toast).
  {
    files: ["components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    ignores: ["components/ui/toaster.tsx", "lib/toast.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "sonner",
              allowTypeImports: true,
              message: "Import `toast` from @/lib/toast: it loads sonner with the first toast.",
            },
          ],
          patterns: [importStyle],
        },
      ],
    },
  },
  // ARCHITECTURE.md's folder rules, checked on resolved paths (so `@/…` and relative
  // imports alike, type-only imports included: none of these needs one today).
  {
    files: ["**/*.{js,jsx,mjs,ts,tsx}"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ["./components", "./lib"],
              from: "./server",
              message:
                "components/ and lib/ run in the browser: never import server/ (see ARCHITECTURE.md).",
            },
            // The packages stand alone: the Messaging API imports only the contract, the
            // contract nothing of ours (packages/*/README.md).
            {
              target: "./packages",
              from: [
                "./app",
                "./components",
                "./lib",
                "./server",
                "./bench",
                "./scripts",
                "./test",
                "./e2e",
                "./tools",
              ],
              message:
                "packages/ import only each other (@messaging-console/*), never the console.",
            },
            // A page hands its route handlers' GET to the prefetch module
            // (server/http/prefetch.tsx, `handler: GET`); nothing else calls a handler,
            // route.ts files included (hence .ts as well as .tsx under app/).
            {
              target: ["./components", "./lib", "./server", "./app/**/!(page).{ts,tsx}"],
              from: "./app/api",
              message:
                "Only app/**/page.tsx imports a route handler, to pass it to the prefetch module (see ARCHITECTURE.md).",
            },
          ],
        },
      ],
    },
  },
];

export default config;
