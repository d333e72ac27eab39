import slugify from 'slugify';

// Server only: the slug library's character table is no weight for the browser, which reads the
// slugs the server made.

/** §2.1, §9.4: names are slugified lowercase and strict. A name with nothing sluggable gives the fallback. */
export function toSlug(name: string, fallback = 'film'): string {
  const slug = slugify(name, { lower: true, strict: true, trim: true });
  return slug.length > 0 ? slug : fallback;
}

/** §7.11 a slug for an ad path segment (French transliteration: "&" is "et"). */
export function adSlug(name: string): string {
  return slugify(name, { lower: true, strict: true, locale: 'fr' });
}
