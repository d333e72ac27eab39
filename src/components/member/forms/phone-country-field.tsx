'use client';

import { useId } from 'react';
import type { PhoneCountry } from '@/lib/loyalty/member/phone-countries.ts';
import { INPUT_CLASS } from '@/components/ui/field-classes.ts';

/** §3.1 allCountries: the country of the mobile number, asked only where the site offers more than one. */
export function PhoneCountryField({
  label,
  countries,
  value,
  onValueChange,
}: {
  label: string;
  countries: readonly PhoneCountry[];
  value: string;
  onValueChange: (code: string) => void;
}) {
  const id = useId();
  if (countries.length < 2) return null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <select
        id={id}
        name="phoneCountry"
        autoComplete="country"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={INPUT_CLASS}
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </div>
  );
}
