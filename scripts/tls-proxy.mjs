// A local TLS proxy in front of the site server, as production runs it: Debian's nginx with a
// self-signed certificate made at run time with openssl. It terminates TLS (HTTP/2) on one port,
// redirects plain http on another to it, and tells the site server the request came over https.
// Used by check:security (scripts/check-security) and bench:pages (bench/pages.mjs).

import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

function need(command, packageName) {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  if (found.status !== 0) {
    throw new Error(`${command} is missing: install it with "apt-get install -y ${packageName}" (as root).`);
  }
  return found.stdout.trim();
}

/** A self-signed certificate for localhost and 127.0.0.1, valid one day. */
export function makeCertificate(directory) {
  const openssl = need('openssl', 'openssl');
  const certificate = path.join(directory, 'localhost.crt');
  const key = path.join(directory, 'localhost.key');
  const made = spawnSync(
    openssl,
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { certificate, key };
}

/** Starts nginx: https on `httpsPort` to the site on `upstreamPort`, http on `httpPort` redirecting. */
export function startTlsProxy({ directory, httpsPort, httpPort, upstreamPort, certificate, key }) {
  const nginx = need('nginx', 'nginx');
  const temp = (name) => path.join(directory, name);
  const config = `
user root;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('nginx-error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${temp('client-body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server_tokens off;
  server {
    listen 127.0.0.1:${httpPort};
    server_name localhost;
    return 301 https://$host:${httpsPort}$request_uri;
  }
  server {
    listen 127.0.0.1:${httpsPort} ssl http2;
    server_name localhost;
    ssl_certificate ${certificate};
    ssl_certificate_key ${key};
    ssl_protocols TLSv1.2 TLSv1.3;
    client_max_body_size 1m;
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Host $host:${httpsPort};
      proxy_set_header X-Forwarded-Host $host:${httpsPort};
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header Connection "";
    }
  }
}
`;
  const file = temp('nginx.conf');
  writeFileSync(file, config);
  const child = spawn(nginx, ['-p', directory, '-e', temp('nginx-error.log'), '-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}
