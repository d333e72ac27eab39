import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/components/layout/not-found-metadata.ts';

// §2.1 /404.html (rewritten here by next.config.ts): the not-found page, with its 404 status.

/** The same title as not-found.tsx's: this page's render data carries its own, which hydration keeps. */
export function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata();
}

export default function NotFoundPage(): never {
  notFound();
}
