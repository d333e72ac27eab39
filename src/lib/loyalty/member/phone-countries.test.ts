import { describe, expect, it } from 'vitest';
import { phoneCountriesOf } from './phone-countries.ts';

const FR = { iso31661A2: 'FR' };
const BE = { iso31661A2: 'BE' };
const CH = { iso31661A2: 'CH' };

describe('§3.1 allCountries: the countries a mobile number is offered from', () => {
  it('lists allCountries once each, the site country first, named in the page language', () => {
    expect(phoneCountriesOf({ country: FR, allCountries: [BE, FR, CH, BE] }, 'fr-FR')).toEqual([
      { code: 'FR', name: 'France' },
      { code: 'BE', name: 'Belgique' },
      { code: 'CH', name: 'Suisse' },
    ]);
    expect(phoneCountriesOf({ country: FR, allCountries: [BE] }, 'en-US')).toEqual([{ code: 'BE', name: 'Belgium' }]);
  });

  it('offers the site country alone when allCountries is empty (its default)', () => {
    expect(phoneCountriesOf({ country: { iso31661A2: 'US' }, allCountries: [] }, 'en-US')).toEqual([
      { code: 'US', name: 'United States' },
    ]);
  });
});
