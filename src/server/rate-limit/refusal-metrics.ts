import { siteMetrics } from '../metrics/metrics.ts';

// Refusals by a limit, counted for the operator (fincher_rate_limit_refusals_total): how many
// sign-ins or resets are being held back right now, never by whom.

export type RefusedAction = string;

export function countRefusal(action: RefusedAction, scope: 'client' | 'account'): void {
  siteMetrics().rateLimitRefusals.labels(action, scope).inc();
}
