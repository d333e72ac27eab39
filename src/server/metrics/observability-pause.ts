// A switch the cost bench (bench/observability-cost.mjs) flips to compare one process with and
// without its metrics and spans: two processes of one build differ by up to ±10 % on a small host,
// more than the 3 % being measured, while windows of one process, alternated, differ by the cost.
// Off unless FINCHER_BENCH_PAUSE names what SIGUSR2 pauses; then each SIGUSR2 pauses or resumes it.

export type Pausable = 'metrics' | 'traces';

// On globalThis: Next bundles copies of the modules that read it beside the site server's own.
const paused = ((globalThis as unknown as Record<symbol, Record<Pausable, boolean> | undefined>)[
  Symbol.for('fincher.benchPause')
] ??= { metrics: false, traces: false });

/** True while the bench has paused `what` in this process (never in production). */
export function observabilityPaused(what: Pausable): boolean {
  return paused[what];
}

/** What FINCHER_BENCH_PAUSE names ("metrics", "traces" or both, comma-separated); throws on anything else. */
export function pausablesOf(value: string | undefined): Pausable[] {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names)
    if (name !== 'metrics' && name !== 'traces')
      throw new Error(`FINCHER_BENCH_PAUSE: "${name.slice(0, 40)}" is neither metrics nor traces`);
  return [...new Set(names)] as Pausable[];
}

/** Pauses or resumes the named parts; the next call does the opposite. */
export function togglePause(what: readonly Pausable[]): void {
  for (const name of what) paused[name] = !paused[name];
}

/** Installs the SIGUSR2 switch when FINCHER_BENCH_PAUSE is set; returns what it pauses. */
export function installBenchPause(env: Readonly<Record<string, string | undefined>> = process.env): Pausable[] {
  const what = pausablesOf(env.FINCHER_BENCH_PAUSE);
  if (what.length > 0) process.on('SIGUSR2', () => togglePause(what));
  return what;
}
