// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ChipData } from './chip-data.ts';
import {
  bookingLinkProps,
  chipItemFacts,
  chipItemProps,
  dataProps,
  dataSelector,
  readData,
  writeData,
} from './showtime-data-attributes.ts';

const chip: ChipData = {
  id: '1',
  startsAtMs: 4_100_000_000_000,
  date: '2099-12-01',
  time: '8:30 PM',
  detail: 'Subtitled · 3D',
  version: 'ORIGINAL_SUBTITLED',
  format: '3D',
  accessibility: 'AUDIO_DESCRIPTION SDH_SUBTITLES',
  availability: 'AVAILABLE',
  link: null,
};

function elementWith(props: Record<string, string | undefined>): HTMLElement {
  const element = document.createElement('li');
  for (const [name, value] of Object.entries(props)) if (value !== undefined) element.setAttribute(name, value);
  return element;
}

describe('the showtime browser data attributes', () => {
  it('writes each value in its markup form, and nothing for an undefined one', () => {
    expect(dataProps({ chips: '', start: 12, filterGroup: 'formats', detail: undefined })).toEqual({
      'data-chips': '',
      'data-start': '12',
      'data-filter-group': 'formats',
    });
  });

  it('reads back what a showtime item was written with, the filters facts included', () => {
    const item = elementWith(chipItemProps(chip));
    expect(chipItemFacts(item)).toEqual({
      startsAtMs: 4_100_000_000_000,
      time: '8:30 PM',
      detail: 'Subtitled · 3D',
      version: 'ORIGINAL_SUBTITLED',
      format: '3D',
      accessibility: ['AUDIO_DESCRIPTION', 'SDH_SUBTITLES'],
    });
    expect(item.matches(`li${dataSelector('start')}`)).toBe(true);
  });

  it('leaves out an empty detail and no accessibility, read back as their defaults', () => {
    const item = elementWith(chipItemProps({ ...chip, detail: '', accessibility: '' }));
    expect(item.hasAttribute('data-detail')).toBe(false);
    expect(item.hasAttribute('data-accessibility')).toBe(false);
    expect(chipItemFacts(item)).toMatchObject({ detail: undefined, accessibility: [] });
    expect(chipItemFacts(document.createElement('li'))).toMatchObject({ version: 'NONE', format: '2D' });
  });

  it('marks a booking link for StaticLinkBehaviours, with its event and embedded variant', () => {
    expect(bookingLinkProps({ href: '/b/', route: true, outbound: false })).toEqual({ 'data-link': 'route' });
    expect(
      bookingLinkProps({ href: 'https://x.example/', route: false, outbound: true, event: '{}', embeddedHref: '/b/' }),
    ).toEqual({ 'data-link': 'page', 'data-link-event': '{}', 'data-embedded-href': '/b/' });
  });

  it('sets, reads and removes an attribute on an element, and selects by its value', () => {
    const element = document.createElement('li');
    expect(readData(element, 'closed')).toBeUndefined();
    writeData(element, 'closed', 'started');
    expect(element.getAttribute('data-closed')).toBe('started');
    expect(readData(element, 'closed')).toBe('started');
    expect(element.matches(dataSelector('closed', 'started'))).toBe(true);
    writeData(element, 'closed', undefined);
    expect(element.hasAttribute('data-closed')).toBe(false);
  });
});
