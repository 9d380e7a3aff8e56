// ESLint for the pages' scripts (ladders/web/static), run by .ci/run from the repository's root with --config:
// ESLint's recommended rules, nothing more. The pages are ES modules in the browser (no build step), except
// theme.js, a classic script that runs before the page is drawn.
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    files: ["ladders/web/static/**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: globals.browser },
  },
  {
    files: ["ladders/web/static/theme.js"],
    languageOptions: { sourceType: "script" },
  },
];
