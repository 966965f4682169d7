// One linter for the whole tree (run by `npm test` through `npm run lint`): TypeScript's recommended
// rules, React, the rules of hooks and jsx-a11y's accessibility checks.
import js from "@eslint/js"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      `public/`,
      `.cache/`,
      `build/`,
      `coverage/`,
      `.scratch/`,
      `node_modules/`,
      `netlify/edge-functions/`,
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [`**/*.{ts,tsx}`],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: `18.3` } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs[`jsx-runtime`].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": `off`,
      "@typescript-eslint/no-unused-vars": [
        `error`,
        { argsIgnorePattern: `^_`, varsIgnorePattern: `^_`, ignoreRestSiblings: true },
      ],
      // Code blocks and the search panel scroll: keyboard users reach them with Tab (axe's scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": [`error`, { tags: [`pre`], roles: [`region`] }],
    },
  },
  {
    // Small and named (house style): the application, its build and its tools; tests read top to bottom.
    files: [`{src,gatsby,redirects,scripts,plugins,tests/support}/**/*.{ts,tsx,js}`, `gatsby-*.{ts,tsx}`],
    ignores: [`redirects/families/**`],
    rules: {
      "max-lines": [`error`, { max: 300, skipBlankLines: true, skipComments: true }],
      "max-lines-per-function": [`error`, { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: [`**/*.{js,cjs,mjs}`],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-require-imports": `off`,
      "@typescript-eslint/no-unused-vars": [`error`, { ignoreRestSiblings: true }],
    },
  },
  {
    files: [`__mocks__/**`, `tests/**`],
    languageOptions: { globals: { ...globals.jest } },
  },
)
