import { matchRoute, type RouteMatch } from '../../../lib/loyalty/provider/route-table.ts';

/**
 * Routes matched before, by method and route text. matchRoute is pure, and a member's screens send
 * the same few routes again and again; only matches are kept, so refused routes (an attacker's
 * churn) never push the good ones out, and the map is emptied when full.
 */
const MAX_MATCHED_ROUTES = 1024;
const matchedRoutes = new Map<string, Extract<RouteMatch, { ok: true }>>();
export function matchRouteCached(method: string, route: string): RouteMatch {
  const key = `${method} ${route}`;
  const known = matchedRoutes.get(key);
  if (known) return known;
  const matched = matchRoute(method, route);
  if (matched.ok) {
    if (matchedRoutes.size >= MAX_MATCHED_ROUTES) matchedRoutes.clear();
    matchedRoutes.set(key, matched);
  }
  return matched;
}
