// The project's import boundaries, enforced by `npm run lint` (see docs/architecture.md):
// - a client component ('use client') never imports server code (src/server, server-only);
// - components and routes never import the provider's side of the loyalty layer
//   (src/lib/loyalty/provider: route table, envelope, raw schemas, provider constants);
// - the UI kit (src/components/ui, with its links in ui/link) and the browser helpers
//   (src/components/browser) never import the loyalty layer or member screens;
// - src/lib and src/server never import a component;
// - code that runs in the browser writes its schemas with zod/mini, never full zod (about 30 KB
//   gzipped of first-load JavaScript, against a page budget of 140 KB).
// Both are small local rules that look at every way a module can be reached: static imports,
// re-exports and dynamic import(), whatever the spelling (alias or relative path).

const SERVER_IMPORT = /(^@\/server\/)|(^server-only$)|(^(\.\.?\/)+(.*\/)?server\/)/;

/** Calls `check(node, source)` for every module specifier of the file. */
function visitSources(check) {
  return {
    ImportDeclaration: (node) => check(node, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
    ExportAllDeclaration: (node) => check(node, node.source.value),
    ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
  };
}

/** @type {import('eslint').Rule.RuleModule} */
const clientNeverImportsServer = {
  meta: {
    type: 'problem',
    docs: { description: "a 'use client' module must not import server-only code" },
    messages: {
      server:
        "'{{source}}' is server code: a client component cannot import it (it would ship to the browser or fail the build).",
    },
    schema: [],
  },
  create(context) {
    let isClient = false;
    return {
      Program(program) {
        isClient = program.body.some(
          (statement) => statement.type === 'ExpressionStatement' && statement.directive === 'use client',
        );
      },
      ...visitSources((node, source) => {
        if (isClient && typeof source === 'string' && SERVER_IMPORT.test(source)) {
          context.report({ node, messageId: 'server', data: { source } });
        }
      }),
    };
  },
};

/**
 * Module specifiers matching one of the given patterns (regular expressions on the specifier as
 * written, so both '@/lib/…' and '../../lib/…' are caught) are refused with that entry's message.
 * @type {import('eslint').Rule.RuleModule}
 */
const restrictedModules = {
  meta: {
    type: 'problem',
    docs: { description: 'modules a folder must not reach' },
    messages: { restricted: "'{{source}}': {{message}}" },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: { pattern: { type: 'string' }, message: { type: 'string' } },
          required: ['pattern', 'message'],
          additionalProperties: false,
        },
      },
    ],
  },
  create(context) {
    const entries = (context.options[0] ?? []).map(({ pattern, message }) => ({ regex: new RegExp(pattern), message }));
    return visitSources((node, source) => {
      if (typeof source !== 'string') return;
      const entry = entries.find(({ regex }) => regex.test(source));
      if (entry) context.report({ node, messageId: 'restricted', data: { source, message: entry.message } });
    });
  },
};

/** The provider's side of the loyalty layer: src/lib/loyalty/provider and everything in it. */
const providerShapes = {
  pattern: '(^@/|/)lib/loyalty/provider(/|$)',
  message: 'provider shapes stay behind src/lib/loyalty: screens use the member layer and its own types.',
};

/** Full zod: the browser's schemas use zod/mini, whose functional API the bundler can trim. */
const fullZod = {
  pattern: '^zod(/v4)?$',
  message: 'code that runs in the browser uses zod/mini (full zod weighs about 30 KB gzipped of first-load JS).',
};

/** Modules outside src/components whose schemas the browser runs (the member layer, the booking page). */
const BROWSER_SCHEMA_MODULES = [
  'src/lib/loyalty/provider/provider-schemas.ts',
  'src/lib/loyalty/provider/route-table.ts',
  'src/lib/loyalty/provider/provider-api.ts',
  'src/lib/loyalty/session/session-answer.ts',
  'src/lib/booking/booking-showtime.ts',
];

const loyaltyLayer = {
  // '../member' is components/member seen from components/ui or browser, '../../member' from ui/link.
  pattern: '(^@/|/)(lib/loyalty|components/member)(/|$)|^(\\.\\./)+member(/|$)',
  message: 'the UI kit and the browser helpers are data-free: no loyalty layer, no member screens.',
};

/** Rules and server code stand below the screens: a component is never a dependency of either. */
const components = {
  pattern: '(^@/|/)components(/|$)',
  message: 'src/lib and src/server never import a component: move the shared type or rule into src/lib.',
};

export const fincherBoundaries = [
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      fincher: {
        rules: { 'client-never-imports-server': clientNeverImportsServer, 'restricted-modules': restrictedModules },
      },
    },
    rules: { 'fincher/client-never-imports-server': 'error' },
  },
  {
    // The consent layer's browser side (everything in src/consent but its pure rules) runs in pages too.
    files: [
      'src/components/**/*.{ts,tsx}',
      'src/app/**/*.{ts,tsx}',
      'src/consent/{vendors,runtime,notice,ad-slots}/**/*.{ts,tsx}',
    ],
    rules: { 'fincher/restricted-modules': ['error', [providerShapes, fullZod]] },
  },
  {
    files: ['src/components/{ui,browser}/**/*.{ts,tsx}'],
    rules: { 'fincher/restricted-modules': ['error', [providerShapes, loyaltyLayer, fullZod]] },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/server/**/*.{ts,tsx}'],
    ignores: BROWSER_SCHEMA_MODULES,
    rules: { 'fincher/restricted-modules': ['error', [components]] },
  },
  {
    files: BROWSER_SCHEMA_MODULES,
    rules: { 'fincher/restricted-modules': ['error', [fullZod, components]] },
  },
];
