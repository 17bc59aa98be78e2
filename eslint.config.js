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
      'boundaries/elements': [
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'app', pattern: 'src/(boot|routes)', mode: 'folder' },
        { type: 'layout', pattern: 'src/layout', mode: 'folder' },
        { type: 'shared', pattern: 'src/(ui|brand|api|state|theme|i18n)', mode: 'folder' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // one-way imports: shared layers know nothing above them; a feature never reaches into another feature
      'boundaries/element-types': ['error', {
        default: 'disallow',
        rules: [
          { from: 'shared', allow: ['shared'] },
          { from: 'feature', allow: ['shared', ['feature', { feature: '${from.feature}' }]] },
          { from: 'layout', allow: ['shared', 'feature'] },
          { from: 'app', allow: ['shared', 'feature', 'layout', 'app'] },
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
