// bench: Lighthouse runs of one page, each gathered once and scored twice (4x and calibrated).
// Shared by bench/pages.mjs and bench/prototype-static.mjs.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { resetBrowserCookies } from './consent-state.mjs';
import { mainThreadOf } from './main-thread.mjs';
import { calibratedCpuMultiplier } from './support.mjs';

const KEEP_RUNS = Boolean(process.env.BENCH_KEEP);

export const median = (values) =>
  values.length === 0 ? Number.NaN : [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** What Lighthouse saw as the largest paint: which element a change should make paint earlier. */
function lcpElement(audits) {
  // Lighthouse 13 reports it as the node item of its LCP breakdown insight.
  const items = audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  return node ? (node.selector ?? node.nodeLabel ?? '?') : 'none';
}

/** One Lighthouse run's figures, printed as one line. */
function runFigures(lhr) {
  const { categories, audits } = lhr;
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    cls: audits['cumulative-layout-shift'].numericValue,
    line: `performance ${categories.performance.score.toFixed(2)} (FCP ${audits['first-contentful-paint'].displayValue}, LCP ${audits['largest-contentful-paint'].displayValue}, TBT ${audits['total-blocking-time'].displayValue}, CLS ${audits['cumulative-layout-shift'].displayValue})`,
  };
}

/** `runs` Lighthouse runs of `url` in the browser `chrome`, with `cookies` set before each. */
export async function lighthouseScores(chrome, url, cookies, runs) {
  const performance = [];
  const calibrated = [];
  const accessibility = [];
  const cls = [];
  const lcp = [];
  const tbt = [];
  const mainThread = [];
  const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  for (let run = 0; run < runs; run += 1) {
    // Every run is a first load of the page, caches empty (Lighthouse's reset), by a first-time
    // visitor (no cookie) or by one who accepted everything earlier (that answer's cookie only).
    await resetBrowserCookies(chrome.port, cookies ?? []);
    // The load is gathered once, unthrottled (simulated throttling), and kept on disk, so that it
    // can be scored twice: with Lighthouse's default 4x CPU slowdown, and with the slowdown
    // calibrated to this host's benchmark index (calibratedCpuMultiplier).
    const runDir = mkdtempSync(path.join(tmpdir(), 'fincher-lighthouse-'));
    try {
      const result = await lighthouse(url, { ...flags, port: chrome.port, gatherMode: runDir, auditMode: runDir });
      const { categories, audits, runtimeError } = result.lhr;
      // A run Lighthouse could not score (no paint seen on a busy machine, a page error) is reported
      // and left out of the median rather than ending the benchmark.
      if (categories.performance.score === null || categories.accessibility.score === null) {
        console.log(`    run ${run + 1}: not scored (${runtimeError?.code ?? 'no score'}), left out`);
        continue;
      }
      const figures = runFigures(result.lhr);
      performance.push(figures.performance);
      accessibility.push(figures.accessibility);
      cls.push(figures.cls);
      const failing = Object.values(audits).filter(
        (a) =>
          a.scoreDisplayMode === 'binary' &&
          a.score === 0 &&
          categories.accessibility.auditRefs.some((r) => r.id === a.id),
      );
      const index = result.lhr.environment.benchmarkIndex;
      console.log(
        `    run ${run + 1}: 4x CPU: ${figures.line}, LCP element ${lcpElement(audits)}, accessibility ${figures.accessibility.toFixed(2)}${failing.length ? ` [${failing.map((a) => a.id).join(', ')}]` : ''}; host CPU index ${Math.round(index)}`,
      );
      // Lighthouse refuses to score saved artifacts under settings other than those they were
      // gathered with; the CPU slowdown plays no part in an unthrottled gathering, so the saved
      // settings take the calibrated slowdown too.
      const throttling = {
        ...result.lhr.configSettings.throttling,
        cpuSlowdownMultiplier: calibratedCpuMultiplier(index),
      };
      const artifactsFile = path.join(runDir, 'artifacts.json');
      const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
      artifacts.settings.throttling = throttling;
      writeFileSync(artifactsFile, JSON.stringify(artifacts));
      // The comparison only: a rescoring Lighthouse cannot do is reported and left out.
      const label = `           ${throttling.cpuSlowdownMultiplier.toFixed(1)}x CPU (calibrated):`;
      try {
        const { lhr } = await lighthouse(url, { ...flags, auditMode: runDir, throttling });
        if (lhr.categories.performance.score === null) {
          console.log(`${label} not scored (${lhr.runtimeError?.code ?? 'no score'}), left out`);
        } else {
          const rescored = runFigures(lhr);
          calibrated.push(rescored.performance);
          const work = mainThreadOf(lhr);
          mainThread.push(work);
          lcp.push(work.lcp);
          tbt.push(work.tbt);
          console.log(`${label} ${rescored.line}`);
        }
      } catch (error) {
        console.log(`${label} not scored (${error instanceof Error ? error.message : error}), left out`);
      }
    } finally {
      // BENCH_KEEP: the gathered run stays on disk for bench/lantern-graph.mjs.
      if (KEEP_RUNS) console.log(`           kept in ${runDir}`);
      else rmSync(runDir, { recursive: true, force: true });
    }
  }
  return {
    performance: median(performance),
    calibrated: median(calibrated),
    accessibility: median(accessibility),
    cls: median(cls),
    lcpMs: median(lcp),
    tbtMs: median(tbt),
    mainThread,
  };
}
