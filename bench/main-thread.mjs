// bench:pages: where a page's main-thread time went, as Lighthouse attributes it in a scored run.
// Lighthouse scales these durations by the run's simulated CPU slowdown, so the figures read from
// the calibrated rescoring are the reference phone's. Printed per page as medians over the runs:
// the work by kind (script evaluation, parse and compile, style and layout, …), the scripts that
// cost most (first-party chunks named by what they hold), and the third parties.

import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What a first-party chunk holds, told by strings its code keeps after minification. */
const CHUNK_MARKERS = [
  ['react-dom (render, hydration)', /__reactContainer\$|react-dom\.production|hydrateRoot/],
  ['next router', /NEXT_ROUTER_|next-router-state-tree|__NEXT_DATA__|router-reducer/],
  ['consent runtime', /cc_cookie|cookieconsent/i],
];

/** A readable name for a script URL: the chunk's contents for our own, the host for a third party. */
export function chunkLabel(url, pageOrigin, distDir) {
  const parsed = new URL(url);
  if (parsed.origin !== pageOrigin) return `${parsed.host}${parsed.pathname}`;
  if (!parsed.pathname.startsWith('/_next/')) return parsed.pathname;
  const file = path.basename(parsed.pathname);
  try {
    const text = readFileSync(path.join(distDir, parsed.pathname.replace(/^\/_next\//, '')), 'utf8');
    const found = CHUNK_MARKERS.filter(([, marker]) => marker.test(text)).map(([label]) => label);
    return found.length ? `${file} (${found.join(', ')})` : file;
  } catch {
    return file;
  }
}

/** The main-thread figures of one scored run (milliseconds). */
export function mainThreadOf(lhr) {
  const groups = {};
  for (const item of lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) {
    groups[item.groupLabel ?? item.group] = item.duration;
  }
  const scripts = {};
  for (const item of lhr.audits['bootup-time']?.details?.items ?? []) {
    if (typeof item.url === 'string' && /^https?:/.test(item.url)) {
      scripts[item.url] = { evaluation: item.scripting ?? 0, compile: item.scriptParseCompile ?? 0 };
    }
  }
  const thirdParties = {};
  for (const item of lhr.audits['third-party-summary']?.details?.items ?? []) {
    const name = typeof item.entity === 'string' ? item.entity : (item.entity?.text ?? '?');
    thirdParties[name] = item.mainThreadTime ?? 0;
  }
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => task.duration);
  return {
    groups,
    scripts,
    thirdParties,
    longTasks,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function medianByKey(records) {
  const keys = new Set(records.flatMap((record) => Object.keys(record)));
  return Object.fromEntries([...keys].map((key) => [key, median(records.map((record) => record[key] ?? 0))]));
}

/** Lines describing the median main-thread work of the runs (calibrated figures). */
export function mainThreadLines(runs, pageOrigin, distDir, topScripts = 6) {
  if (runs.length === 0) return ['  main thread: no scored run'];
  const groups = medianByKey(runs.map((run) => run.groups));
  const evaluation = medianByKey(
    runs.map((run) => Object.fromEntries(Object.entries(run.scripts).map(([url, s]) => [url, s.evaluation]))),
  );
  const compile = medianByKey(
    runs.map((run) => Object.fromEntries(Object.entries(run.scripts).map(([url, s]) => [url, s.compile]))),
  );
  const thirdParties = medianByKey(runs.map((run) => run.thirdParties));
  const ms = (value) => `${Math.round(value)} ms`;
  const lines = [
    `  main thread (calibrated, median of ${runs.length}): TBT ${ms(median(runs.map((r) => r.tbt)))}, LCP ${ms(median(runs.map((r) => r.lcp)))}, long tasks ${median(runs.map((r) => r.longTasks.length))} (longest ${ms(median(runs.map((r) => Math.max(0, ...r.longTasks))))})`,
    `    by kind: ${Object.entries(groups)
      .sort((a, b) => b[1] - a[1])
      .map(([label, value]) => `${label} ${ms(value)}`)
      .join(', ')}`,
    `    scripts (evaluation + parse/compile, hydration is inside react-dom's evaluation):`,
    ...Object.entries(evaluation)
      .sort((a, b) => b[1] + (compile[b[0]] ?? 0) - (a[1] + (compile[a[0]] ?? 0)))
      .slice(0, topScripts)
      .map(
        ([url, value]) =>
          `      ${ms(value).padStart(7)} + ${ms(compile[url] ?? 0).padStart(6)}  ${chunkLabel(url, pageOrigin, distDir)}`,
      ),
  ];
  const parties = Object.entries(thirdParties).filter(([, value]) => value > 0);
  lines.push(
    `    third parties: ${parties.length ? parties.map(([name, value]) => `${name} ${ms(value)}`).join(', ') : 'none on the main thread'}`,
  );
  return lines;
}
