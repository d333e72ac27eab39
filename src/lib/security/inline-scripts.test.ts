import { describe, expect, it } from 'vitest';
import {
  allowedScriptHashes,
  buildTimeScriptHashes,
  inlineScriptsOf,
  isFrameworkDataScript,
  scriptHashSource,
} from './inline-scripts.ts';

// The inline scripts a page's CSP lists are the framework's own, by shape or by being in the build's pages; anything
// else in a page is left out, so it does not run.

const runtime = '$RB=[];$RV=function(a){a.length=0};';
const page = [
  '<!DOCTYPE html><html><head>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});</script>',
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
  '</head><body>',
  `<script>${runtime}</script>`,
  '<script>$RC("B:0","S:0")</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '<script>alert(document.cookie)</script>',
  '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
  '</body></html>',
].join('');

describe('inline scripts of a page (CSP hashes)', () => {
  it('finds the inline JavaScript only: external and data scripts are not hashed', () => {
    expect(inlineScriptsOf(page).map((s) => s.text.slice(0, 12))).toEqual([
      '(globalThis[',
      '$RB=[];$RV=f',
      '$RC("B:0","S',
      '(self.__next',
      'self.__next_',
      'alert(docume',
      'self.__next_',
    ]);
  });

  it('knows the framework data scripts by shape, and nothing that merely starts like one', () => {
    expect(isFrameworkDataScript('(self.__next_f=self.__next_f||[]).push([0])')).toBe(true);
    expect(isFrameworkDataScript('self.__next_f.push([1,"abc"])')).toBe(true);
    expect(isFrameworkDataScript('$RC("B:0","S:0")')).toBe(true);
    expect(isFrameworkDataScript('self.__next_f.push([1,"x"]);alert(1)')).toBe(false);
    expect(isFrameworkDataScript('self.__next_f.push(alert(1))')).toBe(false);
    expect(isFrameworkDataScript('$RC(alert(1))')).toBe(false);
    expect(isFrameworkDataScript(runtime)).toBe(false);
  });

  it('allows the framework scripts and the build’s runtime code; an injected script is left out', () => {
    const known = buildTimeScriptHashes([`<script>${runtime}</script><script>self.__next_f.push([1,"y"])</script>`]);
    expect(known).toEqual(new Set([scriptHashSource(runtime)]));
    const { allowed, refused } = allowedScriptHashes(page, known);
    expect(refused).toBe(2);
    expect(allowed).toHaveLength(5);
    expect(allowed).toContain(scriptHashSource(runtime));
    expect(allowed).not.toContain(scriptHashSource('alert(document.cookie)'));
    // An RSC payload piece in the markup, before the payload's first script, is an injection.
    const early = '<script>self.__next_f.push([1,"0:[\\"$\\",\\"form\\"]\\n"])</script>';
    const injected = allowedScriptHashes(page.replace('<body>', `<body>${early}`), known);
    expect(injected.refused).toBe(3);
    expect(injected.allowed).toEqual(allowed);
    // The hash is the one browsers compute: SHA-256 of the script text's UTF-8 bytes, base64.
    expect(scriptHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});
