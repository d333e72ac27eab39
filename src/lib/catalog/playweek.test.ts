import { describe, expect, it } from 'vitest';
import { movieTags, playweekOf, playweekStart } from './playweek.ts';

// 2026-11-23 is a Monday. French playweeks start on Wednesday (3), US ones on Friday (5).
const MONDAY = '2026-11-23';

describe('§9.3 playweeks', () => {
  it('finds the start of the current playweek for a Wednesday week', () => {
    expect(playweekStart(MONDAY, 3)).toBe('2026-11-18');
    expect(playweekStart('2026-11-18', 3)).toBe('2026-11-18');
    expect(playweekStart('2026-11-17', 3)).toBe('2026-11-11');
  });

  it('finds the start of the current playweek for a Friday week', () => {
    expect(playweekStart(MONDAY, 5)).toBe('2026-11-20');
  });

  it('gives CURRENT_PLAYWEEK to films already open or opening this week', () => {
    expect(playweekOf('2025-01-01', MONDAY, 3)).toBe('CURRENT_PLAYWEEK');
    expect(playweekOf('2026-11-24', MONDAY, 3)).toBe('CURRENT_PLAYWEEK');
  });

  it('counts the next three playweeks, then beyond', () => {
    expect(playweekOf('2026-11-25', MONDAY, 3)).toBe('NEXT_PLAYWEEK_1');
    expect(playweekOf('2026-12-02', MONDAY, 3)).toBe('NEXT_PLAYWEEK_2');
    expect(playweekOf('2026-12-15', MONDAY, 3)).toBe('NEXT_PLAYWEEK_3');
    expect(playweekOf('2026-12-16', MONDAY, 3)).toBe('BEYOND_NEXT_PLAYWEEK_3');
  });

  it('gives NEXT_PLAYWEEK_UNDETERMINED to a film without an opening date', () => {
    expect(playweekOf(null, MONDAY, 3)).toBe('NEXT_PLAYWEEK_UNDETERMINED');
  });
});

describe('§9.3 movie tags NEW and PREVIEW', () => {
  it('tags a film that opened in the current playweek as NEW', () => {
    expect(movieTags('2026-11-18', '2026-11-23', MONDAY, 3)).toEqual(['NEW']);
  });

  it('does not tag a film that opened last week', () => {
    expect(movieTags('2026-11-17', '2026-11-23', MONDAY, 3)).toEqual([]);
  });

  it('tags a film with a screening before its opening as PREVIEW', () => {
    expect(movieTags('2026-11-25', '2026-11-24', MONDAY, 3)).toEqual(['PREVIEW']);
  });

  it('does not tag a future film without an early screening', () => {
    expect(movieTags('2026-11-25', '2026-11-25', MONDAY, 3)).toEqual([]);
    expect(movieTags('2026-12-25', null, MONDAY, 3)).toEqual([]);
    expect(movieTags(null, null, MONDAY, 3)).toEqual([]);
  });
});
