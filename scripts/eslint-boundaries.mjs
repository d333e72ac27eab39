// The project's import boundaries, enforced by `npm run lint` (see docs/architecture.md):
// - a client component ('use client') never imports server code (src/server, server-only);
// - components and routes never import the provider's raw shapes (src/lib/loyalty/provider);
// - the UI kit (src/components/ui) never imports the loyalty layer.
// The first needs the file's directive, so it is a small local rule; the others are path rules.

const SERVER_IMPORT = /(^@\/server\/)|(^server-only$)|(^(\.\.?\/)+(.*\/)?server\/)/;

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
    const check = (node, source) => {
      if (isClient && typeof source === 'string' && SERVER_IMPORT.test(source)) {
        context.report({ node, messageId: 'server', data: { source } });
      }
    };
    return {
      Program(program) {
        isClient = program.body.some(
          (statement) => statement.type === 'ExpressionStatement' && statement.directive === 'use client',
        );
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

const providerShapes = {
  group: ['@/lib/loyalty/provider', '@/lib/loyalty/provider/*', '**/lib/loyalty/provider/*'],
  message: 'Provider shapes stay behind src/lib/loyalty: screens use the member layer and its own types.',
};

export const fincherBoundaries = [
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { fincher: { rules: { 'client-never-imports-server': clientNeverImportsServer } } },
    rules: { 'fincher/client-never-imports-server': 'error' },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [providerShapes] }] },
  },
  {
    files: ['src/components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            providerShapes,
            {
              group: ['@/lib/loyalty', '@/lib/loyalty/*', '**/lib/loyalty/*', '@/components/member/*'],
              message: 'The UI kit is data-free: it never imports the loyalty layer or member screens.',
            },
          ],
        },
      ],
    },
  },
];
