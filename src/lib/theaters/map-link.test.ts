import { describe, expect, it } from 'vitest';
import { formatAddressLines, openStreetMapUrl } from './map-link.ts';

const address = { line1: '1 Boulevard Poissonnière', postalCode: '75002', city: 'Paris', country: 'FR' };

describe('theater map link (§3.5 theater pages)', () => {
  it('marks the coordinates when the theater has them', () => {
    expect(openStreetMapUrl({ address, geo: { lat: 48.870832, lng: 2.347944 } })).toBe(
      'https://www.openstreetmap.org/?mlat=48.87083&mlon=2.34794#map=17/48.87083/2.34794',
    );
  });
  it('searches the encoded postal address otherwise', () => {
    expect(openStreetMapUrl({ address })).toBe(
      'https://www.openstreetmap.org/search?query=1%20Boulevard%20Poissonni%C3%A8re%2C%2075002%20Paris%2C%20FR',
    );
  });
  it('formats address lines with the region when present', () => {
    expect(
      formatAddressLines({ line1: '5 Main St', postalCode: '10001', city: 'New York', region: 'NY', country: 'US' }),
    ).toEqual(['5 Main St', '10001 New York, NY']);
  });
});
