import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Client layering (issue 10): pages -> features -> shared. A feature never imports another feature
// (compose them in the page, or move the common part to shared/); shared imports no feature and no
// page; features import no page. `@/` is apps/client/src. Relative specifiers that climb out of a
// feature are caught by depth: from features/<f>/<d-1 folders>/file, d `../` land in features/.
const CLIENT_SRC = 'apps/client/src';
const CLIENT_FEATURES = readdirSync(new URL(`./${CLIENT_SRC}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const PAGES_MESSAGE = 'pages/ is the top layer: features and shared never import from it.';
const clientLayering = [
  {
    files: [`${CLIENT_SRC}/shared/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { regex: '^(@/|(\\.\\./)+)features(/|$)', message: 'shared/ imports no feature: move the code to shared/ or pass it in from the feature.' },
        { regex: '^(@/|(\\.\\./)+)pages(/|$)', message: PAGES_MESSAGE },
      ] }],
    },
  },
  ...CLIENT_FEATURES.flatMap((feature) => [1, 2, 3, 4, 5].map((depth) => {
    const message = `features/${feature} may not import another feature: compose them in the page, or move the common part to shared/.`;
    return {
      files: [`${CLIENT_SRC}/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [
          { regex: `^@/features/(?!${feature}/)`, message },
          { regex: `^(\\.\\./){${depth}}(?!\\.\\./)`, message },
          { regex: `^(\\.\\./){${depth + 1}}features(/|$)`, message },
          { regex: `^(@/|(\\.\\./){${depth + 1}})pages(/|$)`, message: PAGES_MESSAGE },
        ] }],
      },
    };
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '**/.temp/**', '**/data/**',
      'apps/server/src/db/migrations/**', 'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...clientLayering,
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**', '**/*.mjs', '**/*.cjs'],
    rules: { 'no-console': 'off' },
  },
);
