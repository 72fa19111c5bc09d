import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import tseslint from "typescript-eslint";

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
  // The server boundary: browser-safe code never imports server code.
  {
    files: ["components/**", "lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/server/*", "**/server/*"],
              message:
                "components/ and lib/ run in the browser: never import server/ (see DESIGN.md).",
            },
          ],
        },
      ],
    },
  },
  // The embedded Messaging API could be lifted out whole: it only shares contract pieces.
  {
    files: ["server/messaging-api/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@/(server|components|app)/|^@/lib/(?!schemas/)",
              message: "server/messaging-api imports only lib/schemas (see DESIGN.md).",
            },
          ],
        },
      ],
    },
  },
];

export default config;
