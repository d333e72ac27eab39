// Stand-in for Google's gtag.js (GA4). Like the real tag it reads the commands queued in the data
// layer named by `l` (gtag() pushes its `arguments`), then hooks the data layer's push; it keeps
// the `_ga` cookies and sends one hit per configured measurement id per event, unless that id is
// disabled (window['ga-disable-<id>']: no cookie either) or analytics storage is denied (consent mode).
/* global SCRIPT_PARAMS, record, hookPush */

const layerName = SCRIPT_PARAMS.l || 'dataLayer';
const dataLayer = (window[layerName] = window[layerName] || []);
const configs = new Map();
const consent = { analytics_storage: 'granted', ad_storage: 'granted' };

function cookie(name) {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return found ? found.slice(name.length + 1) : null;
}

function setCookie(name, value, maxAge) {
  document.cookie = `${name}=${value}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

function clientId(params) {
  let value = cookie('_ga');
  if (!value && consent.analytics_storage !== 'denied') {
    value = `GA1.1.${Math.floor(Math.random() * 1e9)}.${Math.floor(Date.now() / 1000)}`;
    setCookie('_ga', value, params.cookie_expires ?? 63072000);
  }
  return value ? value.split('.').slice(2).join('.') : null;
}

function configure(id, params) {
  configs.set(id, params);
  record('gtag', 'config', { tid: id, params });
  // As Google's tag: an id switched off (window['ga-disable-<id>'], what a page sets when the visitor
  // withdraws) sets no cookie, even when its config command was queued before the withdrawal.
  if (consent.analytics_storage === 'denied' || window[`ga-disable-${id}`] === true) return;
  clientId(params);
  sessionCookie(id, params);
}

/** `_ga_<container>`: the session cookie of this measurement id, written when missing. */
function sessionCookie(id, params) {
  const name = `_ga_${id.replace(/^G-/, '')}`;
  if (!cookie(name)) setCookie(name, `GS1.1.${Math.floor(Date.now() / 1000)}.1.0`, params.cookie_expires ?? 63072000);
}

function send(name, params) {
  const targets = params && params.send_to ? [params.send_to] : [...configs.keys()];
  for (const id of targets) {
    if (window[`ga-disable-${id}`] === true || consent.analytics_storage === 'denied') continue;
    const config = configs.get(id) || {};
    // A hit writes the cookies its config could not (switched off then, on again since).
    sessionCookie(id, config);
    record('gtag', 'hit', {
      tid: id,
      en: name,
      cid: clientId(config),
      params,
      anonymize_ip: config.anonymize_ip === true,
    });
  }
}

function process(entry) {
  if (!entry || typeof entry !== 'object' || typeof entry[0] !== 'string' || typeof entry.length !== 'number') return;
  const [command, first, second] = entry;
  if (command === 'config' && typeof first === 'string') configure(first, second || {});
  else if (command === 'event' && typeof first === 'string') send(first, second || {});
  else if (command === 'consent' && (first === 'default' || first === 'update')) {
    Object.assign(consent, second || {});
    record('gtag', 'consent', { mode: first, state: second || {} });
  }
}

for (const entry of [...dataLayer]) process(entry);
hookPush(dataLayer, process);
record('gtag', 'script-load', { id: SCRIPT_PARAMS.id, dataLayer: layerName });
