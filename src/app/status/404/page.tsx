import { notFound } from 'next/navigation';

// §2.1 /404.html (rewritten here by next.config.ts): the not-found page, with its 404 status.
export default function NotFoundPage(): never {
  notFound();
}
