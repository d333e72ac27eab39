// §3.1 allCountries: the countries a member's mobile number may be from, offered wherever the site asks for one
// (registration, its activation step, the profile). Worked out on the server: the page gets codes and names.

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  /** The country's name in the page's language. */
  readonly name: string;
}

interface CountryEntry {
  readonly iso31661A2: string;
}

/** allCountries once each, the site's own country first when listed; an empty list offers the site's country alone. */
export function phoneCountriesOf(
  configuration: { readonly country: CountryEntry; readonly allCountries: readonly CountryEntry[] },
  locale: string,
): PhoneCountry[] {
  const own = configuration.country.iso31661A2;
  const listed = [...new Set(configuration.allCountries.map((country) => country.iso31661A2))];
  const codes = listed.length === 0 ? [own] : listed.includes(own) ? [own, ...listed.filter((c) => c !== own)] : listed;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return codes.map((code) => ({ code, name: names.of(code) ?? code }));
}
