import { expect, type APIRequestContext } from '@playwright/test';
import { daysBetween, localDateIn, localDateOf } from '../../src/lib/catalog/zoned-time.ts';

// The sandbox's catalogue feed as the live-programme and cluster specs change it, and what a movie
// page says of a showtime's availability (its schema.org offers, in the page's JSON-LD).

export interface FeedShowtime {
  id: string;
  movieId: number;
  theaterId: string;
  startsAt: string;
  perfCode: string;
  availability: string;
}

export interface Feed {
  movies: { id: number; slug: string; title: string }[];
  theaters: { id: string; timeZone: string }[];
  showtimes: FeedShowtime[];
}

/**
 * The feed's showtimes of tomorrow in their theater's zone, in start order: the last day a movie
 * page's JSON-LD lists (schema-org.ts JSON_LD_SCREENING_DAYS), and one the specs that book take
 * nothing from (they take the first showtimes they find).
 */
export function tomorrowsShowtimes(feed: Feed, now: Date = new Date()): FeedShowtime[] {
  const zones = new Map(feed.theaters.map((theater) => [theater.id, theater.timeZone]));
  return feed.showtimes.filter((showtime) => {
    const zone = zones.get(showtime.theaterId);
    return zone !== undefined && daysBetween(localDateIn(now, zone), localDateOf(showtime.startsAt)) === 1;
  });
}

/** Every schema.org offer of a page's JSON-LD: booking URL → availability. */
export async function offersOf(request: APIRequestContext, url: string): Promise<Map<string, string>> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  const offers = new Map<string, string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (record['@type'] === 'Offer' && typeof record.url === 'string')
        offers.set(record.url, String(record.availability));
      Object.values(record).forEach(visit);
    }
  };
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
    visit(JSON.parse(match[1] ?? 'null'));
  return offers;
}

const perfOf = (url: string) => /perfcode=(\d+)/.exec(url)?.[1];

/** The availability of the showtime with this perfCode among the offers; undefined when absent. */
export function availabilityOf(offers: Map<string, string>, perfCode: string): string | undefined {
  for (const [url, availability] of offers) if (perfOf(url) === perfCode) return availability;
  return undefined;
}
