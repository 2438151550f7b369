// Lint rules, including the layer boundaries of DESIGN.md: dependencies point down only, and the
// kernel and the games stay pure (no I/O, no clocks, no Math.random) so that every game replays exactly.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

/** An import-pattern group that forbids a layer folder, whatever the relative depth. */
const layer = (name, message) => ({ group: [`**/${name}`, `**/${name}/**`, `src/${name}/**`], message });

const impureGlobals = [
  'Date',
  'performance',
  'process',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'queueMicrotask',
  'fetch',
  'console',
  'require',
  'crypto',
  'WebSocket',
  'XMLHttpRequest',
  'localStorage',
  'window',
  'document',
].map((name) => ({ name, message: `The kernel and the games are pure: ${name} is not allowed here.` }));

const pureRules = {
  'no-restricted-properties': [
    'error',
    {
      object: 'Math',
      property: 'random',
      message: 'Use the seeded PRNG of src/kernel/rng.ts: a game must replay exactly.',
    },
  ],
  'no-restricted-globals': ['error', ...impureGlobals],
};

const restrict = (patterns, { allowTypeImports = false, builtins = false } = {}) => ({
  'no-restricted-imports': 'off',
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: builtins
        ? nodeBuiltins.map((name) => ({ name, message: 'No I/O in the kernel or the games.' }))
        : [],
      patterns: [
        ...patterns.map((p) => ({ ...p, allowTypeImports })),
        ...(builtins ? [{ group: ['node:*'], message: 'No I/O in the kernel or the games.' }] : []),
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'data/**',
      'coverage/**',
      'tests/lint-fixtures/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      // A circle of imports makes the load order decide what a module sees (an export can still be
      // undefined when it is used) and ties the files of a circle into one piece that cannot be read,
      // tested or moved alone. Only our own files are followed: packages cannot import us back.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/kernel/**/*.ts'],
    rules: {
      ...pureRules,
      ...restrict(
        ['games', 'bots', 'server', 'web', 'cli'].map((l) =>
          layer(l, `The kernel depends on nothing of ours (DESIGN.md, layers): no ${l}.`),
        ),
        { builtins: true },
      ),
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      ...pureRules,
      ...restrict(
        ['kernel', 'games', 'bots', 'server', 'web', 'cli'].map((l) =>
          layer(
            l,
            `Shared code is used by the server and the web client: it may only import types from ${l}.`,
          ),
        ),
        { builtins: true, allowTypeImports: true },
      ),
    },
  },
  {
    files: ['src/games/the-cost/**/*.ts'],
    rules: {
      ...pureRules,
      ...restrict(
        [
          ...['bots', 'server', 'web', 'cli'].map((l) => layer(l, `A game uses only the kernel: no ${l}.`)),
          layer('industrial-waste', 'A game never imports another game.'),
        ],
        { builtins: true },
      ),
    },
  },
  {
    files: ['src/games/industrial-waste/**/*.ts'],
    rules: {
      ...pureRules,
      ...restrict(
        [
          ...['bots', 'server', 'web', 'cli'].map((l) => layer(l, `A game uses only the kernel: no ${l}.`)),
          layer('the-cost', 'A game never imports another game.'),
        ],
        { builtins: true },
      ),
    },
  },
  {
    files: ['src/games/*.ts'],
    rules: {
      ...pureRules,
      ...restrict(
        ['bots', 'server', 'web', 'cli'].map((l) =>
          layer(l, `The game registry uses only the games and the kernel: no ${l}.`),
        ),
        { builtins: true },
      ),
    },
  },
  {
    files: ['src/bots/**/*.ts'],
    rules: {
      'no-restricted-properties': pureRules['no-restricted-properties'],
      ...restrict(
        [
          layer('games', 'Bots reach a game only through the kernel interface (type imports are allowed).'),
          ...['server', 'web', 'cli'].map((l) => layer(l, `Bots may use the kernel only: no ${l}.`)),
        ],
        { allowTypeImports: true },
      ),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict(['web', 'cli'].map((l) => layer(l, `The server never imports the ${l} layer.`))),
  },
  {
    files: ['src/web/**/*.ts', 'src/web/**/*.tsx'],
    rules: restrict(
      ['kernel', 'games', 'bots', 'server', 'cli'].map((l) =>
        layer(l, `The web client talks to the server over HTTP/WebSocket: only type imports from ${l}.`),
      ),
      { allowTypeImports: true },
    ),
  },
);
