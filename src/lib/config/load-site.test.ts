import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitesDirectory } from './load-site.ts';

// §3.1 one build serves one site: where its folder is looked for.
describe('sitesDirectory', () => {
  const root = path.join(path.sep, 'repo');

  it('is content/sites by default', () => {
    expect(sitesDirectory(root, {})).toBe(path.join(root, 'content', 'sites'));
    expect(sitesDirectory(root, { FINCHER_SITES_DIR: '  ' })).toBe(path.join(root, 'content', 'sites'));
  });

  it('is the folder FINCHER_SITES_DIR names inside the repository', () => {
    expect(sitesDirectory(root, { FINCHER_SITES_DIR: 'tests/sites' })).toBe(path.join(root, 'tests', 'sites'));
  });

  it('refuses a folder outside the repository, or the repository itself', () => {
    for (const outside of ['..', '../elsewhere', '/etc', '.', 'tests/../..']) {
      expect(() => sitesDirectory(root, { FINCHER_SITES_DIR: outside })).toThrow(/inside the repository/);
    }
  });
});
