import { describe, expect, it } from 'vitest';
import { trackingConfigSchema } from './tracking-config.ts';

describe('§2.1 a script the proxy serves is fetched over https', () => {
  const tracker = { enabled: true, customerId: 'cine-1', loadThroughProxy: true };
  const launch = { launchScriptUrl: 'https://assets.example/launch.js', loadThroughProxy: true };
  const issues = (config: unknown) =>
    (trackingConfigSchema.safeParse(config).error?.issues ?? []).map((issue) => issue.path.join('.'));

  it('accepts https, and http from this machine (the sandbox stand-ins)', () => {
    expect(issues({ marketingTracker: { ...tracker, host: 'https://tracker.example' } })).toEqual([]);
    expect(issues({ marketingTracker: { ...tracker, host: 'http://localhost:4010' } })).toEqual([]);
    expect(issues({ enterpriseAnalytics: launch })).toEqual([]);
  });

  it('refuses a plain-http host anywhere else, naming the field', () => {
    expect(issues({ marketingTracker: { ...tracker, host: 'http://tracker.example' } })).toEqual([
      'marketingTracker.host',
    ]);
    expect(issues({ enterpriseAnalytics: { ...launch, launchScriptUrl: 'http://assets.example/launch.js' } })).toEqual([
      'enterpriseAnalytics.launchScriptUrl',
    ]);
  });

  it('leaves http alone for a script loaded from its own host (the page’s CSP decides there)', () => {
    expect(
      issues({ marketingTracker: { ...tracker, loadThroughProxy: false, host: 'http://tracker.example' } }),
    ).toEqual([]);
  });
});
