// node bench/lantern-graph.mjs <run directory> — why a page's largest paint came when it did.
//
// Lighthouse's performance figures come from a simulation (Lantern): it rebuilds the load as a graph
// of network requests and main-thread tasks and replays it on a throttled phone and network. This
// prints that replay for the largest contentful paint of one gathered run, node by node, in
// simulated milliseconds: every request (its path and bytes on the wire) and every task longer than
// 20 ms simulated, for both of the graphs Lighthouse averages (optimistic: what the paint needed;
// pessimistic: everything that started before it in the real load). A request in the pessimistic
// graph that the paint did not need (a beacon, an idle chunk) is time the figure counts against it.
//
// Keep runs to read with BENCH_KEEP=1 npm run bench:pages (each run's directory is printed).
// CPU_SLOWDOWN (default 4, Lighthouse's mobile setting) replays it at another slowdown.
// It reads Lighthouse's internal modules (Lighthouse 13): a Lighthouse upgrade may move them.

import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const directory = process.argv[2];
if (!directory) {
  console.error('usage: node bench/lantern-graph.mjs <run directory kept by BENCH_KEEP=1 npm run bench:pages>');
  process.exit(1);
}
const artifacts = await loadArtifacts(directory);
// The benchmark leaves the calibrated slowdown in the saved settings (its second scoring).
const settings = {
  ...artifacts.settings,
  throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier: Number(process.env.CPU_SLOWDOWN ?? 4) },
};
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  HostDPR: artifacts.HostDPR,
};
const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
console.log(
  `largest contentful paint: ${Math.round(lcp.timing)} ms simulated (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}), CPU ${settings.throttling.cpuSlowdownMultiplier}x`,
);
for (const [name, estimate] of [
  ['optimistic', lcp.optimisticEstimate],
  ['pessimistic', lcp.pessimisticEstimate],
]) {
  console.log(`\n${name} graph (start – end, ms simulated):`);
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) {
    const span = `${String(Math.round(timing.startTime)).padStart(5)} – ${String(Math.round(timing.endTime)).padStart(5)}`;
    if (node.type === 'network') {
      const url = new URL(node.request.url);
      console.log(
        `${span}  request ${url.host}${url.pathname}${url.search.slice(0, 40)} (${node.request.transferSize} B)`,
      );
    } else if (timing.duration > 20) {
      console.log(`${span}  task of ${Math.round(timing.duration)} ms`);
    }
  }
}
