'use client';

import { createPortal } from 'react-dom';
import { useDrawnCardCode } from '@/components/member/account/draw-card-code.ts';
import { cardCodeImageSrc, SCANNABLE_CODE_FORMAT_NAMES } from '@/lib/loyalty/member/card-code.ts';
import type { KeptETicket, KeptMemberCard } from '@/lib/offline/member-offline.ts';
import { fillPlaceholder } from '@/lib/text/fill.ts';

// Offline, on the member's pages: the card and e-tickets kept on this device, drawn again (the same
// pure drawing as the member screens, in the same worker), at the top of the main region.

export interface OfflineCardLabels {
  readonly title: string;
  /** "{format} of your card number" */
  readonly codeAlt: string;
  readonly ticketsTitle: string;
  /** "QR code of booking {booking}" */
  readonly ticketCode: string;
  /** "Booking {booking}" */
  readonly booking: string;
}

const CODE_SURFACE = 'inline-flex flex-col items-center gap-1 rounded-2 bg-[#ffffff] p-2 text-[#000000]';

function Code({
  text,
  format,
  alt,
}: {
  text: string;
  format: KeptMemberCard['format'];
  alt: (name: string) => string;
}) {
  const drawn = useDrawnCardCode(text, format);
  if (!drawn) return null;
  return (
    <img
      src={cardCodeImageSrc(drawn.svg)}
      alt={alt(SCANNABLE_CODE_FORMAT_NAMES[drawn.format])}
      className={drawn.linear ? 'w-[64mm] max-w-full' : 'w-[32mm] max-w-full'}
    />
  );
}

export function OfflineMemberCard({
  card,
  tickets,
  labels,
}: {
  card: KeptMemberCard | null;
  tickets: readonly KeptETicket[];
  labels: OfflineCardLabels;
}) {
  const main = document.getElementById('main');
  if (!main) return null;
  const locale = document.documentElement.lang || 'en';
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return createPortal(
    <div className="mb-6 flex flex-col gap-6">
      {card ? (
        <section data-testid="offline-member-card" aria-labelledby="offline-member-card-title">
          <h2 id="offline-member-card-title" className="mb-2 text-lg font-bold">
            {labels.title}
          </h2>
          <figure className={CODE_SURFACE}>
            <Code
              text={card.cardNumber}
              format={card.format}
              alt={(name) => fillPlaceholder(labels.codeAlt, 'format', name)}
            />
            <figcaption className="font-mono text-lg tracking-wider [overflow-wrap:anywhere]">
              {card.cardNumber}
            </figcaption>
          </figure>
        </section>
      ) : null}
      {tickets.length > 0 ? (
        <section data-testid="offline-member-tickets" aria-labelledby="offline-member-tickets-title">
          <h2 id="offline-member-tickets-title" className="mb-2 text-lg font-bold">
            {labels.ticketsTitle}
          </h2>
          <ul className="flex flex-col gap-4">
            {tickets.map((ticket) => (
              <li key={ticket.bookingId} data-booking={ticket.bookingId} className="flex flex-col gap-1">
                <p>
                  <span className="font-bold">{ticket.filmTitle}</span> · {when.format(Date.parse(ticket.screeningAt))}
                  {ticket.cinemaName ? ` · ${ticket.cinemaName}` : ''}
                </p>
                <figure className={CODE_SURFACE}>
                  <Code
                    text={ticket.bookingId}
                    format="QR_CODE"
                    alt={() => fillPlaceholder(labels.ticketCode, 'booking', ticket.bookingId)}
                  />
                  <figcaption className="font-mono [overflow-wrap:anywhere]">
                    {fillPlaceholder(labels.booking, 'booking', ticket.bookingId)}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>,
    main,
    'offline-member-card',
  );
}
