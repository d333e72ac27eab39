import { CACHE_PREFIX } from './caching-rules.ts';
import { MEMBER_OFFLINE_CACHE } from './member-offline.ts';

// The way out of a broken worker: a build made with FINCHER_SERVICE_WORKER=off serves, at the same
// /sw.js, a worker that takes over at once, deletes every cache the site's workers wrote,
// unregisters and reloads the open pages from the network. Its pages register no worker.

export type ServiceWorkerMode = 'on' | 'off';

export function serviceWorkerMode(env: Readonly<Record<string, string | undefined>>): ServiceWorkerMode {
  return env.FINCHER_SERVICE_WORKER?.trim().toLowerCase() === 'off' ? 'off' : 'on';
}

/** The kill-switch worker's source: plain script, no import, so that nothing in it can fail to load. */
export function killSwitchWorker(): string {
  const prefixes = JSON.stringify([CACHE_PREFIX, 'serwist-', MEMBER_OFFLINE_CACHE]);
  return [
    '// fincher kill switch: removes the site worker and everything it kept.',
    "self.addEventListener('install',function(){self.skipWaiting()});",
    "self.addEventListener('activate',function(e){e.waitUntil((async function(){",
    `var p=${prefixes};`,
    'var keys=await caches.keys();',
    'await Promise.all(keys.filter(function(k){return p.some(function(x){return k.indexOf(x)===0})}).map(function(k){return caches.delete(k)}));',
    'await self.registration.unregister();',
    "var cs=await self.clients.matchAll({type:'window'});",
    'cs.forEach(function(c){try{c.navigate(c.url)}catch(x){}});',
    '})())});',
    '',
  ].join('\n');
}
