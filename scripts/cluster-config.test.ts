import { describe, expect, it } from 'vitest';
import { instancesOut, nginxConfig } from './cluster-config.ts';

// The cluster's nginx (issue: several instances, one cache, behind nginx).

describe('nginxConfig', () => {
  it('lists every instance, retries a failed request on the next one and passes the client address', () => {
    const config = nginxConfig({ port: 8080, instancePorts: [3201, 3202, 3203], workDir: '/tmp/fincher-cluster-x' });
    expect(config.match(/server 127\.0\.0\.1:\d+/g)).toEqual([
      'server 127.0.0.1:3201',
      'server 127.0.0.1:3202',
      'server 127.0.0.1:3203',
    ]);
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toMatch(/proxy_next_upstream error timeout http_502 http_503 http_504/);
    expect(config).toContain('proxy_next_upstream_tries 3;');
    expect(config).toContain('X-Forwarded-For $remote_addr');
    expect(config).toContain('pid /tmp/fincher-cluster-x/nginx.pid;');
  });

  it('marks down the instances that are not ready, and keeps every one when none is', () => {
    const plan = { port: 8080, instancePorts: [3201, 3202, 3203], workDir: '/tmp/fincher-cluster-x' };
    const down = (config: string) => [...config.matchAll(/server 127\.0\.0\.1:(\d+)[^;]* down;/g)].map((m) => m[1]);
    expect(down(nginxConfig(plan))).toEqual([]);
    expect(down(nginxConfig({ ...plan, notReady: [3202] }))).toEqual(['3202']);
    expect(down(nginxConfig({ ...plan, notReady: [3201, 3203] }))).toEqual(['3201', '3203']);
    // The provider or Redis away makes every instance not ready: pages still serve, so all stay.
    expect(down(nginxConfig({ ...plan, notReady: [3201, 3202, 3203] }))).toEqual([]);
    expect(instancesOut([3201], [3201])).toEqual([]);
    // A port the poller names that is not an instance changes nothing.
    expect(instancesOut([3201, 3202], [9999])).toEqual([]);
  });

  it('passes the probes to the instance reached, not retried, their 503 not counted as its failure', () => {
    const config = nginxConfig({ port: 8080, instancePorts: [3201, 3202], workDir: '/tmp/fincher-cluster-x' });
    const probes = /location ~ \^\/api\/\(health\|ready\)\/\?\$ \{([^}]*)\}/.exec(config);
    expect(probes?.[1]).toContain('proxy_next_upstream off;');
    expect(probes?.[1]).toContain('proxy_pass http://fincher;');
    // The headers the instances read are set for both locations (server level).
    expect(config.indexOf('X-Forwarded-For $remote_addr')).toBeLessThan(config.indexOf('location /'));
  });

  it('refuses an empty cluster, a bad port or an odd folder', () => {
    expect(() => nginxConfig({ port: 8080, instancePorts: [], workDir: '/tmp/x' })).toThrow();
    expect(() => nginxConfig({ port: 70000, instancePorts: [1], workDir: '/tmp/x' })).toThrow();
    expect(() => nginxConfig({ port: 8080, instancePorts: [1], workDir: '/tmp/x; evil' })).toThrow();
  });
});
