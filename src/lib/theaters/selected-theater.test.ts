import { describe, expect, it } from 'vitest';
import {
  currentTheaterId,
  currentTheaterOfPage,
  readSelectedTheaterId,
  selectedTheaterBootScript,
  selectedTheaterCookie,
  selectedTheaterCss,
} from './selected-theater.ts';

const ids = ['3001', '3002', '3003'];

describe('§5 selected-theater cookie', () => {
  it('lasts 30 days on path / with SameSite=Lax', () => {
    expect(selectedTheaterCookie('3002')).toBe('selectedTheaterId=3002; Max-Age=2592000; Path=/; SameSite=Lax');
  });
  it('reads a known id among other cookies, ignores unknown or malformed ones', () => {
    expect(readSelectedTheaterId('a=1; selectedTheaterId=3003; b=2', ids)).toBe('3003');
    expect(readSelectedTheaterId('selectedTheaterId=9999', ids)).toBeNull();
    expect(readSelectedTheaterId('selectedTheaterId=%E0%A4%A', ids)).toBeNull();
    expect(readSelectedTheaterId('', ids)).toBeNull();
    expect(readSelectedTheaterId('xselectedTheaterId=3001', ids)).toBeNull();
  });
});

describe('§4.14 current theater', () => {
  it('is always the first theater of a single-location site', () => {
    expect(
      currentTheaterId({ isSingleLocation: true, theaterIds: ids, pageTheaterId: '3002', selectedTheaterId: '3003' }),
    ).toBe('3001');
  });
  it('is the page theater, else the selected theater, else none', () => {
    expect(
      currentTheaterId({ isSingleLocation: false, theaterIds: ids, pageTheaterId: '3002', selectedTheaterId: '3003' }),
    ).toBe('3002');
    expect(
      currentTheaterId({ isSingleLocation: false, theaterIds: ids, pageTheaterId: 'nope', selectedTheaterId: '3003' }),
    ).toBe('3003');
    expect(currentTheaterId({ isSingleLocation: false, theaterIds: ids, selectedTheaterId: 'gone' })).toBeNull();
  });
});

describe('§4.14 current theater of a page (page context §3.4 + selected theater)', () => {
  it('single venue: its one theater, whatever is selected', () => {
    expect(currentTheaterOfPage({ isSingleLocation: true, theaterId: '2001' }, '3002')).toBe('2001');
  });
  it("circuit: the page's own theater first, then the selected one, else none", () => {
    expect(currentTheaterOfPage({ isSingleLocation: false, theaterId: '3002' }, '3003')).toBe('3002');
    expect(currentTheaterOfPage({ isSingleLocation: false, theaterId: null }, '3003')).toBe('3003');
    expect(currentTheaterOfPage({ isSingleLocation: false, theaterId: null }, null)).toBeNull();
  });
});

describe('no flash of the wrong theater (§4.14)', () => {
  function runBoot(cookie: string): string | null {
    const root = {
      attrs: new Map<string, string>(),
      setAttribute(name: string, value: string) {
        this.attrs.set(name, value);
      },
    };
    const document = { cookie, documentElement: root };
    new Function('document', selectedTheaterBootScript(ids))(document);
    return root.attrs.get('data-theater') ?? null;
  }
  it('the head script marks <html> with a known selected theater only', () => {
    expect(runBoot('x=1; selectedTheaterId=3002')).toBe('3002');
    expect(runBoot('selectedTheaterId=4444')).toBeNull();
    expect(runBoot('')).toBeNull();
  });
  it('the CSS hides other theaters blocks once one is selected, and no unsafe id gets in', () => {
    const css = selectedTheaterCss([...ids, '"]{}body{display:none']);
    expect(css).toContain('html[data-theater]:not([data-theater="3001"]) [data-theater-block="3001"]{display:none}');
    expect(css).toContain('html[data-theater="3003"] [data-theater-label="3003"]{display:inline}');
    expect(css).toContain('html:not([data-theater]) [data-theater-empty]{display:none}');
    expect(css).not.toContain('body{');
  });
});
