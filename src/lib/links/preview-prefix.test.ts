import { describe, expect, it } from 'vitest';
import { PREVIEW_PATH_PREFIX } from '../config/constants.ts';
import { isPreviewPath } from './preview-prefix.ts';

describe('§2.3 preview prefix', () => {
  it('matches the reserved prefix as a whole path segment', () => {
    expect(isPreviewPath(PREVIEW_PATH_PREFIX)).toBe(true);
    expect(isPreviewPath(`${PREVIEW_PATH_PREFIX}/`)).toBe(true);
    expect(isPreviewPath(`${PREVIEW_PATH_PREFIX}/movies/12-x/`)).toBe(true);
    expect(isPreviewPath(`${PREVIEW_PATH_PREFIX}er/`)).toBe(false);
    expect(isPreviewPath('/movies/')).toBe(false);
    expect(isPreviewPath('')).toBe(false);
  });
});
