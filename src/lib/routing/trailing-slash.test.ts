import { describe, expect, it } from 'vitest';
import { canonicalTrailingSlash, NO_SLASH_EXTENSIONS, trailingSlashRedirect } from './trailing-slash.ts';

describe('§2.1 trailing slash', () => {
  it('leaves "/" alone', () => {
    expect(trailingSlashRedirect('/')).toBeNull();
    expect(canonicalTrailingSlash('')).toBe('/');
  });

  it('adds a slash to every other path', () => {
    expect(trailingSlashRedirect('/movies')).toBe('/movies/');
    expect(trailingSlashRedirect('/movies/10001-titanic')).toBe('/movies/10001-titanic/');
    expect(trailingSlashRedirect('/movies/')).toBeNull();
  });

  it('collapses repeated trailing slashes', () => {
    expect(trailingSlashRedirect('/movies//')).toBe('/movies/');
    expect(trailingSlashRedirect('//')).toBe('/');
  });

  it.each(NO_SLASH_EXTENSIONS)('never adds one after %s, and removes one that is there', (extension) => {
    expect(trailingSlashRedirect(`/file${extension}`)).toBeNull();
    expect(trailingSlashRedirect(`/deep/path/file${extension}/`)).toBe(`/deep/path/file${extension}`);
    expect(trailingSlashRedirect(`/FILE${extension.toUpperCase()}`)).toBeNull();
  });

  it('lists exactly the seven extensions of §2.1', () => {
    expect([...NO_SLASH_EXTENSIONS].sort()).toEqual(['.html', '.js', '.json', '.map', '.pdf', '.txt', '.xml']);
  });

  it('adds a slash after other extensions and dotted names', () => {
    expect(trailingSlashRedirect('/poster.svg')).toBe('/poster.svg/');
    expect(trailingSlashRedirect('/movies/10001-mr.-smith')).toBe('/movies/10001-mr.-smith/');
    expect(trailingSlashRedirect('/a.jsonx')).toBe('/a.jsonx/');
  });
});
