import { readFileSync } from 'node:fs';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import {
  KEEP_EARLY_ANSWER_FUNCTION,
  MARK_CONSENT_FUNCTION,
} from '../src/consent/notice/inline/inline-scripts.generated.ts';
import { GENERATED_FILE, inlineScriptsModule } from './build-inline-scripts.ts';

// The consent notice's inline scripts are in every page: the committed text must be what their
// modules build to, self-contained and readable by old phones.

describe('the consent notice’s inline scripts', () => {
  it('are committed as their modules build them (run node scripts/build-inline-scripts.ts)', async () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(await inlineScriptsModule());
  }, 30_000);

  it.each([
    ['the head script', MARK_CONSENT_FUNCTION],
    ['the script after the notice', KEEP_EARLY_ANSWER_FUNCTION],
  ])('%s is one ES2017 expression, with no import or module code left', (_, expression) => {
    // A classic script: an import, an export or newer syntax would not parse.
    expect(() => parse(`(${expression})({})`, { ecmaVersion: 2017, sourceType: 'script' })).not.toThrow();
    expect(expression).not.toMatch(/\brequire\(|__vite|__rolldown|_interop|import\.meta/);
    expect(typeof new Function(`return (${expression})`)()).toBe('function');
  });

  it('refuses newer syntax, so that the check above can fail', () => {
    expect(() => parse('a?.b ?? c', { ecmaVersion: 2017, sourceType: 'script' })).toThrow();
  });
});
