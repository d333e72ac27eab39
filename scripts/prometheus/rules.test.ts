import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { prometheusConfig } from '../cluster-config.ts';

// The Prometheus rules of `npm run cluster` (rules.yml): valid for promtool, and each alert firing
// when it should and not before (rules.test.yml, made-up series). promtool comes with Debian's
// prometheus package, installed with nginx and Redis (.ci/run, scripts/test-all.mjs).

const dir = path.dirname(fileURLToPath(import.meta.url));

function promtool(...args: string[]) {
  const run = spawnSync('promtool', args, { cwd: dir, encoding: 'utf8' });
  if (run.error) throw new Error(`promtool could not run (apt-get install -y prometheus): ${run.error.message}`);
  return run;
}

describe('Prometheus rules', () => {
  it('are valid rules', () => {
    const run = promtool('check', 'rules', 'rules.yml');
    expect(run.stdout + run.stderr).toMatch(/SUCCESS: \d+ rules found/);
    expect(run.status).toBe(0);
  });

  it('alert on a slow provider, lost readiness and a stale programme, and only then', () => {
    const run = promtool('test', 'rules', 'rules.test.yml');
    expect(run.stdout + run.stderr).not.toMatch(/FAILED/);
    expect(run.status).toBe(0);
  });
});

describe('prometheusConfig (npm run cluster)', () => {
  it('scrapes every instance as job "fincher" with the rules, and promtool accepts it', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'fincher-prometheus-'));
    try {
      const config = prometheusConfig({
        metricsPorts: [8084, 8085],
        scrapeIntervalSeconds: 5,
        rulesFile: path.join(dir, 'rules.yml'),
      });
      expect(config).toMatch(/job_name: fincher\n/);
      expect(config).toContain("targets: ['127.0.0.1:8084', '127.0.0.1:8085']");
      writeFileSync(path.join(work, 'prometheus.yml'), config);
      const run = promtool('check', 'config', path.join(work, 'prometheus.yml'));
      expect(run.stdout + run.stderr).toMatch(/SUCCESS: 13 rules found/);
      expect(run.status).toBe(0);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    expect(() => prometheusConfig({ metricsPorts: [], scrapeIntervalSeconds: 5, rulesFile: '/r.yml' })).toThrow();
    expect(() => prometheusConfig({ metricsPorts: [1], scrapeIntervalSeconds: 5, rulesFile: "/r.yml'\n" })).toThrow();
  });
});
