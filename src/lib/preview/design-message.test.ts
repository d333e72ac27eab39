import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../config/load-site.ts';
import {
  contrastRatio,
  MIN_READABLE_CONTRAST,
  perceptualDistance,
  MIN_VISIBLE_DISTANCE,
  BASE_DARK,
  BASE_LIGHT,
} from '../theme/color.ts';
import { applyColorScheme } from '../theme/design-messages.ts';
import {
  ACCENT_ROLES,
  SURFACES,
  colorVariables,
  onVisibleVariable,
  readableVariable,
  visibleVariable,
} from '../theme/variables.ts';
import {
  acceptDesignMessage,
  applyToDesignSettings,
  DESIGN_MESSAGE_TYPES,
  parseDesignMessage,
  type DesignMessage,
} from './design-message.ts';
import { DEFAULT_DESIGN_SETTINGS, designAttributes } from './design-settings.ts';
import { editorOrigins } from './editor-origins.ts';

const VALID: Record<DesignMessage['type'], DesignMessage> = {
  colorScheme: { type: 'colorScheme', payload: { colorScheme: { primary: '#0055aa', background: '#ffffff' } } },
  font: { type: 'font', payload: { font: { fontTarget: 'heading', font: 'Source Sans 3', weights: ['700', '400i'] } } },
  headerLayout: { type: 'headerLayout', payload: { headerLayout: 'logoCentered' } },
  footerLayout: { type: 'footerLayout', payload: { footerLayout: 'compact' } },
  logoSize: { type: 'logoSize', payload: { logoSize: 'large' } },
  hasSearch: { type: 'hasSearch', payload: { hasSearch: true } },
  footerMobileLinks: { type: 'footerMobileLinks', payload: { footerMobileLinks: false } },
};

describe('§3.15 the seven design messages', () => {
  it.each(DESIGN_MESSAGE_TYPES)('%s is accepted in its documented shape', (type) => {
    expect(parseDesignMessage(VALID[type])).toEqual(VALID[type]);
  });

  it.each([
    ['no type', { payload: {} }],
    ['an unknown type', { type: 'lifeCycle', lifeCycle: 'mounted' }],
    ['payload field under another name', { type: 'logoSize', payload: { size: 'large' } }],
    ['a logo size outside the list', { type: 'logoSize', payload: { logoSize: 'huge' } }],
    ['a header layout outside the list', { type: 'headerLayout', payload: { headerLayout: 'sideways' } }],
    ['a footer layout outside the list', { type: 'footerLayout', payload: { footerLayout: '' } }],
    ['a toggle given as a string', { type: 'hasSearch', payload: { hasSearch: 'true' } }],
    ['a toggle given as a number', { type: 'footerMobileLinks', payload: { footerMobileLinks: 1 } }],
    ['a colour that is not hex', { type: 'colorScheme', payload: { colorScheme: { primary: 'red' } } }],
    ['a colour that injects CSS', { type: 'colorScheme', payload: { colorScheme: { primary: '#fff;}body{' } } }],
    [
      'a font outside the list',
      { type: 'font', payload: { font: { fontTarget: 'body', font: 'Comic Sans', weights: ['400'] } } },
    ],
    [
      'a font target outside body/heading',
      { type: 'font', payload: { font: { fontTarget: 'title', font: 'Inter', weights: ['400'] } } },
    ],
    [
      'a malformed weight',
      { type: 'font', payload: { font: { fontTarget: 'body', font: 'Inter', weights: ['bold'] } } },
    ],
    ['no weight', { type: 'font', payload: { font: { fontTarget: 'body', font: 'Inter', weights: [] } } }],
    [
      'too many weights',
      { type: 'font', payload: { font: { fontTarget: 'body', font: 'Inter', weights: Array(19).fill('400') } } },
    ],
    ['a string', JSON.stringify({ type: 'hasSearch', payload: { hasSearch: true } })],
    ['null', null],
  ])('refuses %s', (_what, data) => {
    expect(parseDesignMessage(data)).toBeNull();
  });

  it('refuses any generated value that is not one of the seven shapes', () => {
    fc.assert(
      fc.property(
        fc.record({ type: fc.oneof(fc.constantFrom(...DESIGN_MESSAGE_TYPES), fc.string()), payload: fc.anything() }),
        (data) => {
          const parsed = parseDesignMessage(data);
          return parsed === null || DESIGN_MESSAGE_TYPES.includes(parsed.type);
        },
      ),
    );
  });
});

describe('§3.15 what each layout, logo and toggle message changes', () => {
  it('each changes its own setting and only that one', () => {
    const cases = [
      [VALID.headerLayout, { headerLayout: 'logoCentered' }],
      [VALID.footerLayout, { footerLayout: 'compact' }],
      [VALID.logoSize, { logoSize: 'large' }],
      [VALID.hasSearch, { hasSearch: true }],
      [VALID.footerMobileLinks, { footerMobileLinks: false }],
    ] as const;
    for (const [message, change] of cases) {
      expect(applyToDesignSettings(DEFAULT_DESIGN_SETTINGS, message)).toEqual({
        ...DEFAULT_DESIGN_SETTINGS,
        ...change,
      });
    }
  });

  it('colour and font messages leave the settings as they are', () => {
    expect(applyToDesignSettings(DEFAULT_DESIGN_SETTINGS, VALID.colorScheme)).toEqual(DEFAULT_DESIGN_SETTINGS);
    expect(applyToDesignSettings(DEFAULT_DESIGN_SETTINGS, VALID.font)).toEqual(DEFAULT_DESIGN_SETTINGS);
  });

  it('the settings become the <html> data attributes the layouts read', () => {
    const settings = [
      VALID.headerLayout,
      VALID.footerLayout,
      VALID.logoSize,
      VALID.hasSearch,
      VALID.footerMobileLinks,
    ].reduce(applyToDesignSettings, DEFAULT_DESIGN_SETTINGS);
    expect(designAttributes(settings)).toEqual({
      'data-header-layout': 'logoCentered',
      'data-footer-layout': 'compact',
      'data-logo-size': 'large',
      'data-has-search': 'true',
      'data-footer-mobile-links': 'false',
    });
    expect(designAttributes(DEFAULT_DESIGN_SETTINGS)).toEqual({
      'data-header-layout': 'logoLeft',
      'data-footer-layout': 'full',
      'data-logo-size': 'medium',
      'data-has-search': 'false',
      'data-footer-mobile-links': 'true',
    });
  });
});

describe('§4.13 a message is applied only from an allowed origin, from the parent or opener, well formed', () => {
  const allowlist = editorOrigins(['editor.example.com', 'localhost:4010']);
  const self = {};
  const parent = {};
  const windows = { self, parent, opener: null };

  it('accepts an allowed message from the parent', () => {
    expect(
      acceptDesignMessage(
        { origin: 'http://localhost:4010', source: parent, data: VALID.logoSize },
        { allowlist, windows },
      ),
    ).toEqual(VALID.logoSize);
  });

  it('200 generated hostile messages are all refused', () => {
    const lookalikeOrigin = fc.oneof(
      fc.constantFrom(
        'null',
        'http://localhost:4011',
        'https://localhost:4010',
        'http://127.0.0.1:4010',
        'http://editor.example.com',
        'https://editor.example.com:443',
        'https://editor.example.com.evil.test',
        'https://evil.test',
      ),
      fc
        .webUrl()
        .map((url) => new URL(url).origin)
        .filter((origin) => !allowlist.includes(origin)),
    );
    const validMessage = fc.constantFrom(...Object.values(VALID));
    const hostile = fc.oneof(
      // look-alike or foreign origin, right source, valid payload
      fc.record({ origin: lookalikeOrigin, source: fc.constant(parent), data: validMessage }),
      // right origin, wrong source
      fc.record({
        origin: fc.constantFrom(...allowlist),
        source: fc.constantFrom<unknown>({}, self, null, undefined),
        data: validMessage,
      }),
      // right origin and source, malformed payload
      fc.record({
        origin: fc.constantFrom(...allowlist),
        source: fc.constant(parent),
        data: fc.oneof(
          fc.anything(),
          fc.record({
            type: fc.constantFrom(...DESIGN_MESSAGE_TYPES),
            payload: fc.dictionary(fc.string(), fc.string()),
          }),
        ),
      }),
    );
    fc.assert(
      fc.property(hostile, (event) => {
        const accepted = acceptDesignMessage(event, { allowlist, windows });
        // A malformed-looking payload fast-check happened to build validly is still fine: it came
        // from the right window and origin. Everything else must be refused.
        if (accepted === null) return true;
        return allowlist.includes(event.origin as string) && event.source === parent;
      }),
      { numRuns: 200 },
    );
  });
});

describe('§3.15 injected palette: every colour role is derived again and stays readable', () => {
  const { theme } = loadSiteFile('cinema-paris').configuration;
  const hex = fc
    .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
    .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`);
  const palette = fc.record(
    {
      primary: hex,
      accent: hex,
      highlight: hex,
      muted: hex,
      background: hex,
      footerBackground: hex,
      headerBackground: hex,
    },
    { requiredKeys: [] },
  );

  it('text ≥ 4.5:1 on every surface; shapes perceptible or the documented neutral (§9.5)', () => {
    fc.assert(
      fc.property(palette, (injected) => {
        const vars = colorVariables(applyColorScheme(theme, injected));
        const pairs: [string, string][] = [
          ['--color-text', '--color-page-bg'],
          ['--color-text-alt', '--color-page-bg'],
          ['--color-on-header-bg', '--color-header-bg'],
          ['--color-on-footer-bg', '--color-footer-bg'],
          ...ACCENT_ROLES.map((role): [string, string] => [`--color-on-${role}`, `--color-${role}`]),
        ];
        for (const s of Object.keys(SURFACES) as (keyof typeof SURFACES)[]) {
          const surfaceVar = `--color-${s}`;
          for (const accent of ACCENT_ROLES) {
            pairs.push([readableVariable(accent, s), surfaceVar]);
            pairs.push([onVisibleVariable(accent, s), visibleVariable(accent, s)]);
            const visible = vars[visibleVariable(accent, s)] as string;
            const surfaceColor = vars[surfaceVar] as string;
            expect(
              perceptualDistance(visible, surfaceColor) >= MIN_VISIBLE_DISTANCE ||
                visible === BASE_DARK ||
                visible === BASE_LIGHT,
            ).toBe(true);
          }
        }
        for (const [text, surface] of pairs) {
          expect(contrastRatio(vars[text] as string, vars[surface] as string)).toBeGreaterThanOrEqual(
            MIN_READABLE_CONTRAST,
          );
        }
      }),
      { numRuns: 150 },
    );
  });

  it('the primary colour reaches the buttons when it is readable, and a fallback replaces it when not', () => {
    const readable = colorVariables(applyColorScheme(theme, { primary: '#0a3d91', background: '#ffffff' }));
    expect(readable['--color-visible-primary']).toBe('#0a3d91');
    expect(readable['--color-on-visible-primary']).toBe('#ffffff');
    const invisible = colorVariables(applyColorScheme(theme, { primary: '#fefefe', background: '#ffffff' }));
    expect(invisible['--color-visible-primary']).toBe(BASE_DARK);
  });
});
