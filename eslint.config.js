import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'src/brand/generated', 'test-results', 'playwright-report'] },
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
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'app', pattern: 'src/(boot|routes)' },
        { type: 'layout', pattern: 'src/layout' },
        { type: 'shared', pattern: 'src/(ui|brand|api|state|theme|i18n)' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // one-way imports: shared layers know nothing above them; a feature never reaches into another feature
      'boundaries/dependencies': ['error', {
        default: 'disallow',
        policies: [
          { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
          { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'shared' } } } },
          // within its own folder only
          {
            from: { element: { type: 'feature' } },
            allow: { to: { element: { type: 'feature', captured: { feature: '{{from.element.captured.feature}}' } } } },
          },
          { from: { element: { type: 'layout' } }, allow: { to: { element: { types: { anyOf: ['shared', 'feature'] } } } } },
          { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['shared', 'feature', 'layout', 'app'] } } } } },
        ],
      }],
    },
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
