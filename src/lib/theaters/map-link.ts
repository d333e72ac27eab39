import type { Address, Theater } from '../catalog/types.ts';

// OpenStreetMap, which needs no key and sets no tracker; without coordinates the link searches the postal address.

export function formatAddressLines(address: Address): string[] {
  const cityLine = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.line1, address.region ? `${cityLine}, ${address.region}` : cityLine].filter(
    (line) => line.trim().length > 0,
  );
}

export function openStreetMapUrl(theater: Pick<Theater, 'address' | 'geo'>): string {
  if (theater.geo) {
    const lat = theater.geo.lat.toFixed(5);
    const lng = theater.geo.lng.toFixed(5);
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  }
  const query = [...formatAddressLines(theater.address), theater.address.country].join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
