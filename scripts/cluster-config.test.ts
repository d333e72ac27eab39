import { describe, expect, it } from 'vitest';
import { nginxConfig } from './cluster-config.ts';

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

  it('refuses an empty cluster, a bad port or an odd folder', () => {
    expect(() => nginxConfig({ port: 8080, instancePorts: [], workDir: '/tmp/x' })).toThrow();
    expect(() => nginxConfig({ port: 70000, instancePorts: [1], workDir: '/tmp/x' })).toThrow();
    expect(() => nginxConfig({ port: 8080, instancePorts: [1], workDir: '/tmp/x; evil' })).toThrow();
  });
});
