import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'src/contract/generated', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      // without TypeScript's extensions the node resolver finds no import, and the boundary
      // rule has nothing to check
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'boundaries/elements': [
        { type: 'contract', pattern: 'src/contract' },
        { type: 'ui', pattern: 'src/ui' },
        { type: 'base', pattern: 'src/(theme|i18n|state)' },
        { type: 'api', pattern: 'src/api' },
        { type: 'brand', pattern: 'src/brand' },
        { type: 'shell', pattern: 'src/shell' },
        { type: 'session', pattern: 'src/session' },
        { type: 'games', pattern: 'src/games' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'layout', pattern: 'src/layout' },
        { type: 'app', pattern: 'src/(boot|routes|preview)' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // a style reads a theme token as its CSS variable (theme/cssVariables.ts vars): a function of
      // the theme in a styled template makes the component dynamic, its CSS rebuilt on every render
      'no-restricted-syntax': ['error', {
        selector: 'TaggedTemplateExpression > TemplateLiteral > ArrowFunctionExpression > ObjectPattern > Property[key.name="theme"]',
        message: 'Read theme tokens in styles as CSS variables (vars from theme/cssVariables), not as a function of the theme.',
      }],
      // in-app links are ui/routerLinks: the router's own Link brings its framework mode's page
      // prefetching to every page, used or not
      'no-restricted-imports': ['error', {
        paths: ['react-router-dom', 'react-router'].map((name) => ({
          name,
          importNames: ['Link', 'NavLink'],
          message: 'Use Link and NavLink from ui/routerLinks.',
        })),
      }],
      // one-way imports, each layer only below itself: the contract imports nothing of the app; ui
      // holds primitives (the contract, the theme, strings); the games domain and the session have
      // homes of their own; a feature never reaches into another feature; the layout imports no
      // feature (features fill its slots, shell/slots.ts); only the app layer composes features
      'boundaries/dependencies': ['error', {
        default: 'disallow',
        policies: [
          { from: { element: { type: 'contract' } }, allow: { to: { element: { type: 'contract' } } } },
          { from: { element: { type: 'base' } }, allow: { to: { element: { types: { anyOf: ['contract', 'base'] } } } } },
          { from: { element: { type: 'ui' } }, allow: { to: { element: { types: { anyOf: ['contract', 'base', 'ui'] } } } } },
          { from: { element: { type: 'api' } }, allow: { to: { element: { types: { anyOf: ['contract', 'api'] } } } } },
          { from: { element: { type: 'brand' } }, allow: { to: { element: { types: { anyOf: ['contract', 'base', 'brand'] } } } } },
          { from: { element: { type: 'shell' } }, allow: { to: { element: { types: { anyOf: ['contract', 'base', 'shell'] } } } } },
          { from: { element: { type: 'session' } }, allow: { to: { element: { types: { anyOf: ['contract', 'base', 'ui', 'api', 'brand', 'shell', 'session'] } } } } },
          { from: { element: { type: 'games' } }, allow: { to: { element: { types: { anyOf: ['contract', 'base', 'ui', 'api', 'brand', 'shell', 'session', 'games'] } } } } },
          { from: { element: { type: 'feature' } }, allow: { to: { element: { types: { anyOf: ['contract', 'base', 'ui', 'api', 'brand', 'shell', 'session', 'games'] } } } } },
          // within its own folder only
          {
            from: { element: { type: 'feature' } },
            allow: { to: { element: { type: 'feature', captured: { feature: '{{from.element.captured.feature}}' } } } },
          },
          { from: { element: { type: 'layout' } }, allow: { to: { element: { types: { anyOf: ['contract', 'base', 'ui', 'api', 'brand', 'shell', 'session', 'games', 'layout'] } } } } },
          { from: { element: { types: { anyOf: ['app'] } } }, allow: { to: { element: { types: { anyOf: ['contract', 'base', 'ui', 'api', 'brand', 'shell', 'session', 'games', 'feature', 'layout', 'app'] } } } } },
        ],
      }],
    },
  },
  {
    // tests check a layer with what they need from others (the theme engine against the colour rule, …)
    files: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**', 'src/**/testDocs.ts', 'src/**/testVectors.ts'],
    rules: { 'boundaries/dependencies': 'off' },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: { localStorage: 'readonly', document: 'readonly', window: 'readonly' } },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.js', '*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', performance: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', fetch: 'readonly' } },
  },
);
