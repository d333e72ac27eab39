import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  editorOrigins,
  hasEditorWindow,
  isAllowedOrigin,
  isFromEditorWindow,
  mountedTargetOrigins,
  MOUNTED_MESSAGE,
} from './editor-origins.ts';
import { frameAncestors } from '../security/headers.ts';

const DOMAINS = ['editor.example.com', 'staging.editor.example.com', 'localhost:4010'];

describe('§4.13 allowed editor origins come from configuration.allowedEmbeddingDomains', () => {
  it('https for remote hosts, http for a local editor', () => {
    expect(editorOrigins(DOMAINS)).toEqual([
      'https://editor.example.com',
      'https://staging.editor.example.com',
      'http://localhost:4010',
    ]);
  });

  it('no http origin when the site is served over https', () => {
    expect(editorOrigins(DOMAINS, true)).toEqual(['https://editor.example.com', 'https://staging.editor.example.com']);
  });

  it('drops entries that are not host names and duplicates', () => {
    expect(editorOrigins(['Editor.Example.com', 'editor.example.com', 'https://x.example', '*', 'a b'])).toEqual([
      'https://editor.example.com',
    ]);
  });

  it('is the same list as the CSP frame-ancestors sources', () => {
    for (const https of [false, true]) {
      const sources = frameAncestors(DOMAINS, https).replace("frame-ancestors 'self' ", '').split(' ');
      expect(sources).toEqual(editorOrigins(DOMAINS, https));
    }
    expect(frameAncestors([])).toBe("frame-ancestors 'none'");
  });
});

describe('§4.13 exact origin match', () => {
  const allowlist = editorOrigins(DOMAINS);

  it('accepts an allowed origin exactly as the browser writes it', () => {
    expect(isAllowedOrigin('https://editor.example.com', allowlist)).toBe(true);
    expect(isAllowedOrigin('http://localhost:4010', allowlist)).toBe(true);
  });

  it.each([
    'null',
    '',
    '*',
    'https://editor.example.com.evil.example',
    'https://evil-editor.example.com',
    'https://xeditor.example.com',
    'http://editor.example.com',
    'https://editor.example.com:443',
    'https://editor.example.com:8443',
    'https://EDITOR.example.com',
    'https://editor.example.com/',
    'http://localhost:4011',
    'https://localhost:4010',
    'http://127.0.0.1:4010',
    'http://localhost',
  ])('refuses %s', (origin) => {
    expect(isAllowedOrigin(origin, allowlist)).toBe(false);
  });

  it('refuses anything that is not a string', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((v) => typeof v !== 'string'),
        (value) => !isAllowedOrigin(value, allowlist),
      ),
    );
  });

  it('refuses every string that is not an entry of the list', () => {
    fc.assert(fc.property(fc.string(), (origin) => isAllowedOrigin(origin, allowlist) === allowlist.includes(origin)));
  });
});

describe('§4.13 the sender must be the parent frame or the opener', () => {
  const self = { name: 'self' };
  const parent = { name: 'parent' };
  const opener = { name: 'opener' };
  const other = { name: 'another frame' };

  it('a framed page hears its parent only', () => {
    const windows = { self, parent, opener: null };
    expect(hasEditorWindow(windows)).toBe(true);
    expect(isFromEditorWindow(parent, windows)).toBe(true);
    expect(isFromEditorWindow(other, windows)).toBe(false);
    expect(isFromEditorWindow(self, windows)).toBe(false);
    expect(isFromEditorWindow(null, windows)).toBe(false);
  });

  it('an opened page hears its opener only', () => {
    const windows = { self, parent: self, opener };
    expect(hasEditorWindow(windows)).toBe(true);
    expect(isFromEditorWindow(opener, windows)).toBe(true);
    expect(isFromEditorWindow(self, windows)).toBe(false);
    expect(isFromEditorWindow(other, windows)).toBe(false);
  });

  it('a top-level page with no opener has no editor and hears no one', () => {
    const windows = { self, parent: self, opener: null };
    expect(hasEditorWindow(windows)).toBe(false);
    expect(isFromEditorWindow(self, windows)).toBe(false);
    expect(isFromEditorWindow(undefined, windows)).toBe(false);
  });
});

describe('§7.11 lifeCycle mounted is addressed to allowed origins only, never "*"', () => {
  const allowlist = editorOrigins(DOMAINS);

  it('is the message of §7.11', () => {
    expect(MOUNTED_MESSAGE).toEqual({ type: 'lifeCycle', lifeCycle: 'mounted' });
  });

  it('to each allowed origin when the editor origin is unknown', () => {
    expect(mountedTargetOrigins(allowlist)).toEqual(allowlist);
    expect(mountedTargetOrigins(allowlist, '')).toEqual(allowlist);
  });

  it('to the known origin alone when it is allowed, to nobody when it is not', () => {
    expect(mountedTargetOrigins(allowlist, 'http://localhost:4010')).toEqual(['http://localhost:4010']);
    expect(mountedTargetOrigins(allowlist, 'https://evil.example')).toEqual([]);
    expect(mountedTargetOrigins(allowlist, 'null')).toEqual([]);
  });

  it('never "*", whatever the list holds', () => {
    expect(mountedTargetOrigins(['*', 'https://a.example'])).toEqual(['https://a.example']);
    expect(mountedTargetOrigins(['*'], '*')).toEqual([]);
  });
});
