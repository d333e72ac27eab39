import { serializeJsonLd } from '@/lib/structured-data/schema-org.ts';

/** A schema.org JSON-LD block (built by src/lib/structured-data). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
