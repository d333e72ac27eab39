import slugify from 'slugify';

// Slugs made from names, on the server only (the catalogue's movie slugs): the library's character
// table is no weight for the browser, which reads slugs the server made (slug.ts).

/** §2.1, §9.4: names are slugified lowercase and strict. A name with nothing sluggable gives the fallback. */
export function toSlug(name: string, fallback = 'film'): string {
  const slug = slugify(name, { lower: true, strict: true, trim: true });
  return slug.length > 0 ? slug : fallback;
}
