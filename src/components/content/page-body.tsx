import { ContentLink as EditorLink } from '@/components/ui/link/content-link.tsx';
import type { ContentLink, PageBody as PageBodyData } from '@/lib/content/page-body.ts';

// A link without destination (§2.3) renders as a disabled element: it must not look clickable.
const INLINE_LINK = 'text-readable-primary underline underline-offset-2 aria-disabled:cursor-default aria-disabled:text-text-alt aria-disabled:no-underline';

function ContentAnchor({ link, className }: { link: ContentLink; className: string }) {
  return (
    <EditorLink href={link.href} sendAsForm={link.sendAsForm} formMethod={link.formMethod} className={className}>
      {link.label}
    </EditorLink>
  );
}

/** The body of a generic page (§2.1): every destination goes through Link, so §2.3 applies. */
export function PageBody({ body }: { body: PageBodyData }) {
  return (
    <>
      {body.map((block, index) => {
        // The editor's line breaks inside a paragraph are kept (an address, a list of prices).
        if (typeof block === 'string')
          return (
            <p key={index} className="whitespace-pre-line">
              {block}
            </p>
          );
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={index} className="whitespace-pre-line">
                {block.content.map((run, runIndex) =>
                  typeof run === 'string' ? run : <ContentAnchor key={runIndex} link={run} className={INLINE_LINK} />,
                )}
              </p>
            );
          case 'heading':
            return (
              <h2 key={index} id={block.id} className="mt-4 scroll-mt-4 text-2xl">
                {block.text}
              </h2>
            );
          case 'links': {
            const headingId = `links-${index}`;
            return (
              <section key={index} aria-labelledby={block.title ? headingId : undefined} className="flex flex-col gap-2">
                {block.title ? (
                  <h2 id={headingId} className="mt-4 text-2xl">
                    {block.title}
                  </h2>
                ) : null}
                <ul className="flex flex-col gap-2">
                  {block.items.map((item, itemIndex) => (
                    <li key={itemIndex}>
                      <ContentAnchor link={item} className={`${INLINE_LINK} cursor-pointer bg-transparent p-0 text-start`} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          }
        }
      })}
    </>
  );
}
