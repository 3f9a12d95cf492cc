import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The design system's layers, bottom first. A module may import from its own layer and the
 * layers before it, never from a later one: relative imports that climb name the later
 * layer's folder, so a path pattern per layer catches them. blocks and forms are siblings.
 */
const designSystemLayers = [
  ['tokens'],
  ['lib'],
  ['icons'],
  ['theme'],
  ['locale'],
  ['components'],
  ['layout'],
  ['sections'],
  ['blocks', 'forms'],
];
/**
 * The design system is published; RemoteRL's private packages are not, so it never imports them.
 * What only this portal uses lives in @remoterl/portal-ui, which imports the design system.
 */
const publishedImportsNoPrivate = {
  group: ['@remoterl/*', '**/portal-ui/**', '**/portal-app/**'],
  message:
    'The published design system imports no private package: a block that needs the contract or the product facts belongs in @remoterl/portal-ui (docs/decisions.md#the-published-package-keeps-what-any-site-reuses).',
};
/**
 * The portal's blocks (@remoterl/portal-ui) sit between the design system and the portal: they
 * import the design system through its public entry only (as an adopter would; a deep path
 * would bypass its exports and, under the portal's dev server, load a second copy of a context),
 * the contract one area at a time, and never the portal.
 */
const portalUiRules = {
  files: ['packages/portal-ui/src/**/*.{ts,tsx}'],
  ignores: ['**/*.stories.tsx', '**/*.fixtures.{ts,tsx}', '**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@remoterl/contract',
            message:
              'Import an area (@remoterl/contract/live-view, /activity, ...): the root carries the OpenAPI builders.',
          },
        ],
        patterns: [
          {
            group: ['**/design-system/src/**', '@ccnets/design-system/*', '!@ccnets/design-system/cn'],
            message:
              "Import the design system from '@ccnets/design-system', the entry the portal loads (one copy of each context).",
          },
          {
            group: ['@remoterl/portal-app', '@remoterl/portal-app/*', '**/portal-app/**'],
            message: 'The portal imports its blocks, never the other way: pass what a block needs as props.',
          },
        ],
      },
    ],
  },
};
const layerRules = designSystemLayers.flatMap((folders, index) => {
  const later = designSystemLayers.slice(index + 1).flat();
  const siblings = folders.length > 1 ? folders : [];
  return folders.map((folder) => {
    const forbidden = [...later, ...siblings.filter((sibling) => sibling !== folder)];
    return {
      files: [`packages/design-system/src/${folder}/**/*.{ts,tsx}`],
      ignores: ['**/*.stories.tsx', '**/*.fixtures.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...(forbidden.length
                ? [
                    {
                      group: forbidden.flatMap((name) => [`**/${name}`, `**/${name}/**`]),
                      message: `The design system's layers point down (${designSystemLayers.map((layer) => layer.join(' | ')).join(' -> ')}): ${folder} must not import from a later layer.`,
                    },
                  ]
                : []),
              publishedImportsNoPrivate,
            ],
          },
        ],
      },
    };
  });
});

/**
 * The portal's layers, bottom first: a module may import from its own layer and the layers
 * before it, never from a later one. Folders of one layer may use each other (routes and
 * layouts link to each other). The page registry (config/page-registry.ts) names pages rather than
 * importing them, and the routes load them (routes/page-modules.ts), so even the routes point
 * down. Files at the root of src (main.tsx, app-tree.tsx) assemble the app and stand above all.
 */
const portalLayers = [
  ['config', 'hooks'],
  ['api', 'account'],
  ['i18n', 'content'],
  ['auth'],
  ['routes', 'layouts', 'contact'],
  ['pages'],
  ['prerender'],
];
/**
 * The contract is zod schemas. Only the API clients and their error texts, which the user area
 * loads, may read it (anything else could pull zod into a public page's first load), and they
 * take one area at a time: the whole package carries the OpenAPI and AsyncAPI builders. Written
 * into the layer rules because a later block's no-restricted-imports would replace theirs.
 */
const contractReaders = [
  'packages/portal-app/src/api/**',
  'packages/portal-app/src/i18n/server-error-text*.ts',
];
const contractOutsideReaders = {
  group: ['@remoterl/contract', '@remoterl/contract/*'],
  message:
    'Only src/api/ and i18n/server-error-text.ts read @remoterl/contract (user-area chunks): import the types through src/api/.',
};
const wholeContract = {
  name: '@remoterl/contract',
  message: 'Import an area (@remoterl/contract/gateway, /paypal, /user-area, /live-view, /error-text).',
};

const portalLayerRules = portalLayers.flatMap((folders, index) => {
  const later = portalLayers.slice(index + 1).flat();
  const layerPatterns = later.length
    ? [
        {
          group: later.flatMap((name) => [`**/${name}`, `**/${name}/**`]),
          message: `The portal's layers point down (${portalLayers.map((layer) => layer.join(' | ')).join(' -> ')}): ${folders.join(' | ')} must not import from a later layer. Shared code moves down to the layer of its lowest user.`,
        },
      ]
    : [];
  const files = folders.map((folder) => `packages/portal-app/src/${folder}/**/*.{ts,tsx}`);
  const readers = contractReaders.filter((glob) =>
    folders.some((folder) => glob.includes(`/src/${folder}/`)),
  );
  return [
    {
      files,
      // A test may reach up to prove what its module does for the layers above.
      ignores: ['**/*.test.{ts,tsx}', ...readers],
      rules: {
        'no-restricted-imports': ['error', { patterns: [...layerPatterns, contractOutsideReaders] }],
      },
    },
    ...(readers.length
      ? [
          {
            files: readers,
            ignores: ['**/*.test.{ts,tsx}'],
            rules: {
              'no-restricted-imports': ['error', { paths: [wholeContract], patterns: layerPatterns }],
            },
          },
        ]
      : []),
  ];
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.data/**',
      // Throw-away apps that check:package builds from the packed design system.
      'packages/design-system/.consumer-apps/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Static files served as they are.
      'packages/portal-app/public/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{js,mjs,ts}'],
    ignores: ['packages/*/src/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...layerRules,
  portalUiRules,
  ...portalLayerRules,
  {
    // The files at the root of src assemble the app; they stand above the layers, not the contract.
    files: ['packages/portal-app/src/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractOutsideReaders] }] },
  },
  {
    // An import circle makes evaluation order decide what a module sees at start-up, and it
    // keeps two modules from being understood (or split into chunks) apart.
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The account's store has two doors, a loader and a hook, in src/account/index.ts; a module
    // that reached past them could read the store before it loads, or load it on a public
    // page's first load (docs/decisions.md, "The account has two doors"). Resolved paths, not
    // import strings: pages/account/ is another folder.
    files: ['packages/portal-app/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['packages/portal-app/src/!(account)/**', 'packages/portal-app/src/*.{ts,tsx}'],
              from: 'packages/portal-app/src/account',
              except: ['./index.ts'],
              message:
                "Import the account from its index ('../account'): loadAccount() and useAccount() are its only doors.",
            },
          ],
        },
      ],
    },
  },
  {
    // Specs act on the portal only once it has started (e2e/support/test.ts): a click before
    // hydration is lost, and that showed as a flaky test, not as an error.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: 'Import { expect, test } from e2e/support/test: its pages wait for the app to start.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='newContext']",
          message:
            'Use openPage(browser, options) from e2e/support/test: its page waits for the app to start.',
        },
      ],
    },
  },
  {
    files: [
      'packages/design-system/src/**',
      'packages/portal-ui/src/**',
      'packages/portal-app/src/**',
      '.storybook/**',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // A committed `.only` would run one test and pass the rest unseen; Playwright's forbidOnly
    // catches it only when CI is set, Vitest not at all (docs/decisions.md, "Checks fail closed").
    files: ['**/*.{test,spec}.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'only', message: 'Remove `.only` before committing: it skips every other test.' },
      ],
    },
  },
);
