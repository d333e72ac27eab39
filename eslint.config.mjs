// ESLint flat config: Next's rules (core web vitals, TypeScript), React hooks, and the project's
// boundaries. `npm run lint` runs it; `npm test` runs it first.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { fincherBoundaries } from './scripts/eslint-boundaries.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  prettier,
  globalIgnores([
    'node_modules/**',
    '.next/**',
    '.next-*/**',
    '.generated/**',
    '.sandbox-data/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'src/lib/links/public-suffix-tlds.ts',
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The session provider's effects are exactly where a missing dependency is a bug.
      'react-hooks/exhaustive-deps': 'error',
      // Posters are SVGs with their size known, served by /posters/; next/image does not resize SVG.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // Playwright fixtures take a `use` callback; it is not React's use().
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Unit tests render plain anchors to check behaviour around them.
    files: ['**/*.test.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  ...fincherBoundaries,
]);
