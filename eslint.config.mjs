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

// Server layering (issue 10): routes -> service -> repo inside a module; a repo imports no service
// and no routes, a service imports no routes; a module never imports another module's repo (call
// that module's service: each table has one owner); domain code (everything in modules/ except
// routes files, plus the WebSocket layer src/live and the seed) never imports from src/http/.
// Files are classed by name (typescript-eslint's variant of no-restricted-imports, for import type): *repo*.ts, *service*.ts, *routes*.ts, anything else in a module is
// domain code too. Relative specifiers are checked by folder depth, like the client's features.
const SERVER_SRC = 'apps/server/src';
const SERVER_MODULES = readdirSync(new URL(`./${SERVER_SRC}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const HTTP_RULE = { regex: '^(\\.\\./)+http(/|$)', message: 'Domain code never imports from src/http/: move what it needs out of http/ (errors.ts, paging.ts, media/), or do the HTTP part in a routes file.' };
// The WebSocket layer depends on modules/live, never the other way (modules publish through LivePublisher).
const LIVE_MESSAGE = 'modules/ never import src/live/ (the WebSocket layer): depend on an interface such as modules/live/publisher.ts and let app.ts wire the hub in.';
const REPO_NAME = '[\\w-]*repo[\\w-]*$';
const SERVER_KINDS = {
  // A repo may name a service's types (import type), never call it.
  repo: { glob: '*repo*.ts', patterns: [HTTP_RULE, { regex: '^\\.{1,2}/([\\w.-]+/)*[\\w-]*(service|routes)[\\w-]*$', allowTypeImports: true, message: 'A repo imports no service and no routes (routes -> service -> repo).' }] },
  service: { glob: '*service*.ts', patterns: [HTTP_RULE, { regex: '^\\.{1,2}/([\\w.-]+/)*[\\w-]*routes[\\w-]*$', message: 'A service imports no routes (routes -> service -> repo).' }] },
  routes: { glob: '*routes*.ts', patterns: [] },
  other: { glob: '*.ts', ignores: ['*repo*.ts', '*service*.ts', '*routes*.ts'], patterns: [HTTP_RULE] },
};
const serverLayering = [
  ...SERVER_MODULES.flatMap((module) => [1, 2, 3].flatMap((depth) => Object.values(SERVER_KINDS).map((kind) => {
    const message = `modules/${module} may not import another module's repo: call that module's service (one owner per table).`;
    const folder = `${SERVER_SRC}/modules/${module}/${'*/'.repeat(depth - 1)}`;
    return {
      files: [`${folder}${kind.glob}`],
      ...(kind.ignores ? { ignores: kind.ignores.map((glob) => `${folder}${glob}`) } : {}),
      rules: {
        '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
          ...kind.patterns,
          { regex: `^(\\.\\./){${depth}}(?!${module}/)[\\w-]+/([\\w-]+/)*${REPO_NAME}`, message },
          { regex: `^(\\.\\./){${depth + 1}}modules/(?!${module}/)[\\w-]+/([\\w-]+/)*${REPO_NAME}`, message },
          { regex: `^(\\.\\./){${depth + 1}}live(/|$)`, message: LIVE_MESSAGE },
        ] }],
      },
    };
  }))),
  {
    // live/index.ts registers the socket's HTTP route (its plain-GET 404 is an HTTP envelope).
    files: [`${SERVER_SRC}/live/**/*.ts`, `${SERVER_SRC}/seed/**/*.ts`],
    ignores: [`${SERVER_SRC}/live/index.ts`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [HTTP_RULE] }] },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '**/.temp/**', '**/data/**', 'apps/client/tmp/**',
      'apps/server/src/db/migrations/**', 'e2e/screenshots/**',
      // The native projects (generated by `cap add`; `cap sync` copies the built web app into them).
      'apps/app/android/**', 'apps/app/ios/**',
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
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every picture has a text alternative (Lighthouse's image-alt; screen readers): shared/ui/Picture requires one.
      'no-restricted-syntax': ['error', {
        selector: "ImportDeclaration[source.value='@tarojs/components'] > ImportSpecifier[imported.name='Image']",
        message: 'Use Picture from shared/ui/Picture: it requires alt (the text alternative; \'\' when the text beside it says the same).',
      }],
    },
  },
  { files: ['apps/client/src/shared/ui/Picture.tsx'], rules: { 'no-restricted-syntax': 'off' } },
  ...clientLayering,
  ...serverLayering,
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**', '**/*.mjs', '**/*.cjs'],
    rules: { 'no-console': 'off' },
  },
);
