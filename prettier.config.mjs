// Prettier: `npm run format` writes, `npm run format:check` (in `npm test`) checks.
/** @type {import('prettier').Config} */
const config = {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindStylesheet: './src/app/globals.css',
  tailwindFunctions: ['cn', 'cva'],
};
export default config;
