// Stand-in for the Didomi web SDK loader ({sdk}/{apiKey}/loader.js?target_type=notice&target=…).
// It does on the page what the real SDK does for the calls the site makes: reads window.didomiConfig
// (app name, key, privacy-policy URL, logo, country, the regulations turned on, external consent),
// registers window.didomiEventListeners, runs window.didomiOnReady callbacks with window.Didomi once
// ready, shows a notice and a preferences popup, keeps the visitor's choice in a first-party
// `didomi_token` cookie and fires consent.changed / notice.* / preferences.* events. The regulation
// follows the visitor's country (EU: gdpr, US: ccpa when the page turns it on): `user.country` when
// the page forces one (as the real SDK lets it), else geolocation, played by the sandbox's geo
// override (SCRIPT_PARAMS.geo, the sandbox_geo cookie), else, with no override, a visitor in the
// publisher's own country (`app.country`), as most visitors of a cinema's site are.
/* global SCRIPT_PARAMS, SANDBOX_ORIGIN, record */

const EU = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];
const REQUIRED_VENDORS = ['google', 'c:adobe-analytics', 'c:ad-network'];
const PURPOSES = ['analytics', 'advertising'];
const didomiConfig = window.didomiConfig || {};
const country = String(
  didomiConfig.user?.country || SCRIPT_PARAMS.geo || didomiConfig.app?.country || 'FR',
).toUpperCase();
// As the SDK does: the CCPA notice only where the page turns that regulation on (regulations.ccpa.enabled).
const ccpaEnabled = didomiConfig.regulations?.ccpa?.enabled === true;
const regulation = EU.includes(country) ? 'gdpr' : country === 'US' && ccpaEnabled ? 'ccpa' : 'none';

function readToken() {
  const found = document.cookie.split('; ').find((part) => part.startsWith('didomi_token='));
  if (!found) return null;
  try {
    return JSON.parse(atob(decodeURIComponent(found.slice('didomi_token='.length))));
  } catch {
    return null;
  }
}
let token = readToken();
function saveToken(next) {
  token = { ...next, updated: new Date().toISOString() };
  document.cookie = `didomi_token=${encodeURIComponent(btoa(JSON.stringify(token)))}; path=/; max-age=31536000; SameSite=Lax`;
}

const listeners = new Map();
function emit(event, payload) {
  for (const listener of listeners.get(event) || []) {
    try {
      listener(payload);
    } catch (error) {
      console.error(error);
    }
  }
}
function on(event, listener) {
  if (!listeners.has(event)) listeners.set(event, []);
  listeners.get(event).push(listener);
}

function vendorStatus(id) {
  if (!token) return undefined;
  if (token.vendors?.enabled?.includes(id)) return true;
  if (token.vendors?.disabled?.includes(id)) return false;
  return undefined;
}

/**
 * The purposes' statuses. A token may carry them as the vendor's notice stores them (a visitor who
 * refused one vendor in the vendor list keeps every purpose on); without them, every purpose
 * follows the vendors (all off when one is refused, or on "do not sell").
 */
function purposeStatuses() {
  if (!token) return { enabled: [], disabled: [] };
  if (token.purposes) return { enabled: token.purposes.enabled ?? [], disabled: token.purposes.disabled ?? [] };
  const refused = token.dns || REQUIRED_VENDORS.some((id) => vendorStatus(id) === false);
  return refused ? { enabled: [], disabled: [...PURPOSES] } : { enabled: [...PURPOSES], disabled: [] };
}

function choose(next) {
  saveToken({ regulation, ...next });
  record('didomi', 'consent', { regulation, token });
  emit('consent.changed', { consentToken: token });
}
const agreeToAll = () => choose({ vendors: { enabled: [...REQUIRED_VENDORS], disabled: [] }, dns: false });
const disagreeToAll = () => choose({ vendors: { enabled: [], disabled: [...REQUIRED_VENDORS] }, dns: true });

const style = document.createElement('style');
style.textContent = `
#didomi-host .didomi-box{position:fixed;z-index:2147483000;background:#fff;color:#1b1b1b;font:16px/1.4 system-ui,sans-serif;box-shadow:0 2px 16px rgba(0,0,0,.35);padding:16px;border-radius:8px}
#didomi-notice{left:16px;right:16px;bottom:16px;max-width:640px}
#didomi-popup{left:50%;top:50%;transform:translate(-50%,-50%);width:min(560px,calc(100vw - 32px));margin:0;border:0;max-height:calc(100dvh - 32px);overflow:auto}
#didomi-popup::backdrop{background:rgba(0,0,0,.4)}
#didomi-host button{font:inherit;padding:8px 14px;margin:8px 8px 0 0;border-radius:6px;border:2px solid #1b1b1b;background:#1b1b1b;color:#fff;cursor:pointer}
#didomi-host button.didomi-secondary{background:#fff;color:#1b1b1b}
#didomi-host label{display:block;margin:6px 0}
#didomi-host .didomi-popup-footer{margin-top:12px;border-top:1px solid #6b6b6b;padding-top:8px}
#didomi-host a{color:#1b1b1b}`;
const host = document.createElement('div');
host.id = 'didomi-host';
document.head.appendChild(style);
document.body.appendChild(host);

function button(label, action, secondary) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  if (secondary) element.className = 'didomi-secondary';
  element.addEventListener('click', action);
  return element;
}

const notice = {
  element: null,
  isVisible: () => Boolean(notice.element),
  show() {
    if (notice.element) return;
    const box = document.createElement('div');
    box.id = 'didomi-notice';
    box.className = 'didomi-box';
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', 'Privacy notice');
    const text = document.createElement('p');
    const policy = didomiConfig.app?.privacyPolicyURL;
    text.textContent =
      regulation === 'ccpa'
        ? `${didomiConfig.app?.name || 'This site'} shares data with partners for analytics and advertising. You can opt out of the sale or sharing of your personal information. `
        : `${didomiConfig.app?.name || 'This site'} and its partners use cookies for analytics and advertising, with your consent. `;
    if (policy) {
      const link = document.createElement('a');
      link.href = policy;
      link.textContent = 'Privacy policy';
      text.appendChild(link);
    }
    box.appendChild(text);
    if (regulation === 'ccpa') {
      box.appendChild(
        button(
          'OK',
          () => (choose({ vendors: { enabled: [...REQUIRED_VENDORS], disabled: [] }, dns: false }), notice.hide()),
        ),
      );
      box.appendChild(
        button('Do not sell or share my personal information', () => (disagreeToAll(), notice.hide()), true),
      );
    } else {
      box.appendChild(button('Agree and close', () => (agreeToAll(), notice.hide())));
      box.appendChild(button('Disagree and close', () => (disagreeToAll(), notice.hide()), true));
    }
    box.appendChild(button('Learn more', () => (notice.hide(), preferences.show()), true));
    host.appendChild(box);
    notice.element = box;
    emit('notice.shown');
  },
  hide() {
    if (!notice.element) return;
    notice.element.remove();
    notice.element = null;
    emit('notice.hidden');
  },
};

const preferences = {
  element: null,
  isVisible: () => Boolean(preferences.element),
  show() {
    if (preferences.element) return;
    // A modal dialog, as the vendor's popup is: focus stays in it while it is open (the page behind
    // is inert), and Escape closes it like its Close button.
    const box = document.createElement('dialog');
    box.id = 'didomi-popup';
    box.className = 'didomi-box';
    box.setAttribute('aria-labelledby', 'didomi-popup-title');
    box.addEventListener('cancel', (event) => {
      event.preventDefault();
      preferences.hide();
    });
    const title = document.createElement('h2');
    title.id = 'didomi-popup-title';
    title.textContent = 'Privacy preferences';
    box.appendChild(title);
    const boxes = REQUIRED_VENDORS.map((id) => {
      const label = document.createElement('label');
      const input = document.createElement('input');
      input.type = 'checkbox';
      input.value = id;
      input.checked = vendorStatus(id) === true;
      label.append(input, ` ${id}`);
      box.appendChild(label);
      return input;
    });
    box.appendChild(
      button('Save', () => {
        choose({
          vendors: {
            enabled: boxes.filter((b) => b.checked).map((b) => b.value),
            disabled: boxes.filter((b) => !b.checked).map((b) => b.value),
          },
          dns: boxes.some((b) => !b.checked),
        });
        preferences.hide();
      }),
    );
    box.appendChild(button('Close', () => preferences.hide(), true));
    const footer = document.createElement('div');
    footer.className = 'didomi-popup-footer';
    const logoLink = document.createElement('a');
    logoLink.href = 'https://www.didomi.io/';
    logoLink.target = '_blank';
    logoLink.rel = 'noopener noreferrer';
    const logo = document.createElement('img');
    logo.src = `${SCRIPT_PARAMS.sdkBase}logo.svg`;
    logo.alt = 'Didomi';
    logo.width = 80;
    logo.height = 20;
    logoLink.appendChild(logo);
    footer.appendChild(logoLink);
    box.appendChild(footer);
    host.appendChild(box);
    preferences.element = box;
    if (typeof box.showModal === 'function') box.showModal();
    else box.setAttribute('open', '');
    boxes[0]?.focus();
    emit('preferences.shown');
  },
  hide() {
    if (!preferences.element) return;
    preferences.element.remove();
    preferences.element = null;
    emit('preferences.hidden');
  },
};

const Didomi = {
  version: 'sandbox-1',
  on,
  notice,
  preferences,
  isReady: () => true,
  isConsentRequired: () => regulation === 'gdpr',
  isRegulationApplied: (name) => String(name).toLowerCase() === regulation,
  getRequiredVendorIds: () => [...REQUIRED_VENDORS],
  getRequiredVendors: () => REQUIRED_VENDORS.map((id) => ({ id })),
  getUserConsentStatusForVendor: vendorStatus,
  // The notice asks (again): consent is required and a vendor of the notice has no answer.
  shouldConsentBeCollected: () =>
    regulation === 'gdpr' && REQUIRED_VENDORS.some((id) => vendorStatus(id) === undefined),
  getCurrentUserStatus: () => ({
    regulation,
    vendors: Object.fromEntries(REQUIRED_VENDORS.map((id) => [id, { id, enabled: vendorStatus(id) === true }])),
    purposes: Object.fromEntries(PURPOSES.map((id) => [id, { id, enabled: purposeStatuses().enabled.includes(id) }])),
    user_id: 'sandbox',
    created: token?.updated ?? null,
    updated: token?.updated ?? null,
  }),
  // The older shape, still offered: ids by status.
  getUserStatus: () => {
    const enabled = REQUIRED_VENDORS.filter((id) => vendorStatus(id) === true);
    const disabled = REQUIRED_VENDORS.filter((id) => vendorStatus(id) === false);
    const { enabled: purposesEnabled, disabled: purposesDisabled } = purposeStatuses();
    return {
      vendors: { consent: { enabled, disabled }, global: { enabled, disabled } },
      purposes: {
        consent: { enabled: purposesEnabled, disabled: purposesDisabled },
        global: { enabled: purposesEnabled, disabled: purposesDisabled },
      },
    };
  },
  setUserAgreeToAll: agreeToAll,
  setUserDisagreeToAll: disagreeToAll,
};
window.Didomi = Didomi;

// Listeners registered before the SDK loaded, then any pushed later.
const queuedListeners = Array.isArray(window.didomiEventListeners) ? window.didomiEventListeners : [];
for (const entry of queuedListeners) if (entry && entry.event) on(entry.event, entry.listener);
window.didomiEventListeners = { push: (entry) => entry && entry.event && on(entry.event, entry.listener) };

record('didomi', 'loader', {
  apiKey: SCRIPT_PARAMS.apiKey,
  noticeId: SCRIPT_PARAMS.noticeId,
  app: didomiConfig.app || null,
  user: didomiConfig.user || null,
  regulations: didomiConfig.regulations || null,
  regulation,
});

const readyCallbacks = Array.isArray(window.didomiOnReady) ? window.didomiOnReady : [];
window.didomiOnReady = { push: (callback) => callback(Didomi) };
for (const callback of readyCallbacks) {
  try {
    callback(Didomi);
  } catch (error) {
    console.error(error);
  }
}
const decided = regulation === 'none' || (token && token.regulation === regulation);
if (!decided) notice.show();
void SANDBOX_ORIGIN;
