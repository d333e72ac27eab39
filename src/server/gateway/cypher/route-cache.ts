import { matchRoute, type RouteMatch } from '../../../lib/loyalty/provider/route-table.ts';

// Routes matched before: a member's screens send the same few again and again. Only matches are
// kept, so an attacker's refused routes never push the good ones out.
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
