import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles } from './check-import-cycles.mjs';

const SCRIPT = fileURLToPath(new URL('./check-import-cycles.mjs', import.meta.url));

// A tiny source tree: src/a and src/b import each other (a type import one way, a dynamic import
// the other), src/c holds a pair that imports each other, src/d imports a package and src/a.
const CROSS_FOLDER_TREE: Record<string, string> = {
  'src/a/one.ts': "import type { Two } from '@/b/two.ts';\nexport interface One { two?: Two }\n",
  'src/b/two.ts': "export const load = () => import('../a/one.ts');\nexport type Two = string;\n",
  'src/c/left.ts': "import { right } from './right';\nexport const left = () => right;\n",
  'src/c/right.tsx': "export { left } from './left.ts';\nexport const right = 1;\n",
  'src/d/alone.ts': "import { useState } from 'react';\nimport '@/a/one.ts';\nexport const state = useState;\n",
};

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fincher-cycles-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

function runCheck(root: string) {
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout };
}

describe('check-import-cycles: import circles across folders fail, within one folder pass', () => {
  it('finds the circle across src/a and src/b, type-only and dynamic imports included, and where to cut it', () => {
    const cycles = findImportCycles(tree(CROSS_FOLDER_TREE));
    expect(cycles.modules).toBe(5);
    expect(cycles.acrossFolders).toEqual([
      {
        members: ['src/a/one.ts', 'src/b/two.ts'],
        folders: ['src/a', 'src/b'],
        crossings: [
          { from: 'src/a/one.ts', to: 'src/b/two.ts' },
          { from: 'src/b/two.ts', to: 'src/a/one.ts' },
        ],
        example: ['src/a/one.ts', 'src/b/two.ts', 'src/a/one.ts'],
      },
    ]);
    // An extensionless specifier and a re-export count too; the pair stays in its folder.
    expect(cycles.withinFolder).toEqual([{ folder: 'src/c', members: ['src/c/left.ts', 'src/c/right.tsx'] }]);
  });

  it('the command fails on the circle across folders, listing the one inside src/c as allowed', () => {
    const { status, output } = runCheck(tree(CROSS_FOLDER_TREE));
    expect(status).toBe(1);
    expect(output).toContain('1 import circle(s) span folders (5 modules)');
    expect(output).toContain('src/a/one.ts → src/b/two.ts');
    expect(output).toContain('src/c/: left.ts ⇄ right.tsx');
  });

  it('passes once the circle across folders is cut, the pair inside one folder still listed', () => {
    const { status, output } = runCheck(tree({ ...CROSS_FOLDER_TREE, 'src/b/two.ts': 'export type Two = string;\n' }));
    expect(status).toBe(0);
    expect(output).toContain('No import circle spans folders (5 modules).');
    expect(output).toContain('src/c/: left.ts ⇄ right.tsx');
  });
});
