// What each field of site.json means, beside the zod schema that validates it (site-schema.ts), so
// that docs/configuration.md and the hints of docs/site.schema.json are written from both. A test
// fails when a schema field has no entry here or an entry names no field: whoever adds or renames a
// field adds its line and runs `npm run docs:config`.

export interface FieldDoc {
  /** The spec sections that define the field ("§3.1"), or "—" for one of fincher's own. */
  readonly section: string;
  /** One or two sentences: what the site does with it. */
  readonly meaning: string;
  /** A value as one would write it; every field that is not an object has one. */
  readonly example?: unknown;
}

const brand = (n: number): FieldDoc => ({
  section: '§3.1, §9.5',
  meaning: `Brand colour ${n}: the fallback of the palette roles that name it (§9.5).`,
  example: ['#8B0A1A', '#14100F', '#8B0A1A', '#6B6360', '#D9A441', '#0E0B0A'][n - 1],
});

const paletteRole = (role: string, fallback: string): FieldDoc => ({
  section: '§3.1, §3.2',
  meaning: `The ${role} colour role; unset, ${fallback} (§9.5).`,
  example: '#8B0A1A',
});

const backgroundSetting = (area: string): Record<string, FieldDoc> => ({
  [`configuration.theme.settings.${area}`]: {
    section: '§3.1, §9.5',
    meaning: `How the ${area === 'background' ? 'page' : area.replace('Background', '')} background is drawn from the palette.`,
  },
  [`configuration.theme.settings.${area}.tintShade`]: {
    section: '§3.1, §9.5',
    meaning: 'Steps of tint (lighter, positive) or shade (darker, negative) applied to the palette colour.',
    example: 0,
  },
  [`configuration.theme.settings.${area}.paletteColor`]: {
    section: '§3.1, §9.5',
    meaning: 'The palette role the background starts from.',
    example: area,
  },
});

const country = (prefix: string): Record<string, FieldDoc> => ({
  [`${prefix}.code`]: { section: '§3.1', meaning: 'Lowercase two-letter country code.', example: 'fr' },
  [`${prefix}.iso31661A2`]: { section: '§3.1', meaning: 'ISO 3166-1 alpha-2 code.', example: 'FR' },
  [`${prefix}.iso31661A3`]: { section: '§3.1', meaning: 'ISO 3166-1 alpha-3 code.', example: 'FRA' },
});

const webFontList = (name: string, reading: string): Record<string, FieldDoc> => ({
  [`configuration.${name}`]: {
    section: '§3.1, §9.5',
    meaning: `The web-font list ${reading}: families and weights loaded beyond the theme's own, from the site's own files.`,
    example: [{ font: 'Inter', weights: ['400', '700'] }],
  },
  [`configuration.${name}[].font`]: {
    section: '§3.1, §9.5',
    meaning: 'A family of the §9.5 list.',
    example: 'Inter',
  },
  [`configuration.${name}[].weights`]: {
    section: '§3.1, §3.15',
    meaning: 'Weights to load, "i" for italic.',
    example: ['400', '400i', '700'],
  },
});

const link = (prefix: string): Record<string, FieldDoc> => ({
  [`${prefix}.href`]: {
    section: '§2.3',
    meaning: 'Where the link goes; links follow the §2.3 rules (UTM parameters, outbound, action links).',
    example: '/movies/',
  },
  [`${prefix}.label`]: { section: '§2.3', meaning: 'The text shown.', example: 'Films à l’affiche' },
});

const sitePage = (key: 'loginPage' | 'privacyPolicyPage', what: string, slug: string): Record<string, FieldDoc> => ({
  [`settings.${key}`]: { section: '§2.1, §3.3', meaning: `The ${what} page.` },
  [`settings.${key}.slug`]: {
    section: '§2.1, §3.3',
    meaning: `The slug of the ${what} page: one of the site's \`pages\`.`,
    example: slug,
  },
});

export const SITE_FIELDS: Readonly<Record<string, FieldDoc>> = {
  $schema: {
    section: '—',
    meaning: 'The JSON Schema an editor checks this file against; the site ignores it.',
    example: '../../../docs/site.schema.json',
  },
  demo: {
    section: '—',
    meaning:
      'A demo site: its programme may be generated at build when it has no feed. Any other site is built from CATALOG_FEED_URL; preflight refuses a demo site for production.',
    example: false,
  },

  configuration: { section: '§3.1', meaning: 'The website configuration, built into the pages.' },
  'configuration.name': { section: '§3.1', meaning: "The venue's display name.", example: 'Cinéma Lumière' },
  'configuration.pathPrefix': { section: '§2.1, §3.1', meaning: 'Where the site is served; always "/".', example: '/' },
  'configuration.websiteId': {
    section: '§3.1, §7.11',
    meaning: "The website's opaque id, sent with the ad targeting (websiteID).",
    example: 'ws-lumiere-0001',
  },
  'configuration.locale': {
    section: '§3.1, §9.4',
    meaning: 'Language and region of the pages and their formats.',
    example: 'fr-FR',
  },
  'configuration.country': { section: '§3.1, §9.4', meaning: "The venue's country." },
  ...country('configuration.country'),
  'configuration.allCountries': {
    section: '§3.1',
    meaning: 'The countries offered where the site asks for a country or a phone number.',
    example: [{ code: 'fr', iso31661A2: 'FR', iso31661A3: 'FRA' }],
  },
  ...country('configuration.allCountries[]'),
  'configuration.trackers': { section: '§3.1', meaning: "The site's own analytics ids." },
  'configuration.trackers.googleAnalytics4': {
    section: '§3.1, §7.11',
    meaning: "The site's own web-analytics measurement id, sent hits beside the product's (after consent).",
    example: 'G-ABC123XYZ',
  },
  'configuration.tracking': {
    section: '§2.7, §4.12, §7.11',
    meaning: 'The consent manager and where each vendor script loads from (the vendors by default).',
  },
  'configuration.tracking.consentManager': { section: '§4.12', meaning: 'The consent notice.' },
  'configuration.tracking.consentManager.enabled': {
    section: '§4.12',
    meaning: 'false runs the site without a consent manager: nothing is then withheld.',
    example: true,
  },
  'configuration.tracking.consentManager.revision': {
    section: '§4.12',
    meaning: "Built-in notice: raise it when the site's trackers change, so that every visitor is asked again.",
    example: 2,
  },
  'configuration.tracking.consentManager.regulation': {
    section: '§4.12, §9.7',
    meaning: 'The regulation the built-in notice applies (Didomi decides from the visitor’s country).',
    example: 'gdpr',
  },
  'configuration.tracking.didomi': {
    section: '§2.7, §7.11',
    meaning: 'Didomi, used when settings.didomi carries a notice id.',
  },
  'configuration.tracking.didomi.publicApiKey': {
    section: '§7.11',
    meaning: "The Didomi account's public API key.",
    example: '3c1b2a90-7f1e-4c6d-9e2a-5b8c0d4e6f71',
  },
  'configuration.tracking.didomi.sdkBaseUrl': {
    section: '§7.11',
    meaning: "Where Didomi's loader comes from.",
    example: 'https://sdk.privacy-center.org/',
  },
  'configuration.tracking.gdprVendors': {
    section: '§4.12',
    meaning: 'Under gdpr, the consent vendors whose answer decides.',
  },
  'configuration.tracking.gdprVendors.webAnalytics': {
    section: '§4.12',
    meaning: 'The web-analytics vendors.',
    example: ['google'],
  },
  'configuration.tracking.gdprVendors.enterpriseAnalytics': {
    section: '§4.12',
    meaning: 'The enterprise-analytics vendor, or null for none.',
    example: null,
  },
  'configuration.tracking.googleTagBaseUrl': {
    section: '§7.11, §9.7',
    meaning: 'Where the web-analytics tag and the tag-manager containers load from.',
    example: 'https://www.googletagmanager.com',
  },
  'configuration.tracking.enterpriseAnalytics': {
    section: '§7.11',
    meaning: 'The enterprise-analytics launch script; unset, none is loaded.',
  },
  'configuration.tracking.enterpriseAnalytics.launchScriptUrl': {
    section: '§7.11',
    meaning: 'The launch script.',
    example: 'https://assets.adobedtm.com/launch-abc123.min.js',
  },
  'configuration.tracking.enterpriseAnalytics.dataLayerName': {
    section: '§7.11',
    meaning: "The data layer the launch script reads the 'didomi-ready' event from.",
    example: 'adobeDataLayer',
  },
  'configuration.tracking.enterpriseAnalytics.loadThroughProxy': {
    section: '§2.1',
    meaning: "true serves the script through the site's /__third-party-proxy (https only).",
    example: false,
  },
  'configuration.tracking.marketingTracker': {
    section: '§7.11, §3.15',
    meaning: 'The cinema marketing webtracker, {host}/webtracker/{customerId}.api.js.',
  },
  'configuration.tracking.marketingTracker.enabled': {
    section: '§7.11, §9.7',
    meaning: 'Loads the tracker (after consent).',
    example: true,
  },
  'configuration.tracking.marketingTracker.host': {
    section: '§7.11',
    meaning: "The tracker's host.",
    example: 'https://tracker.cinema-marketing.example',
  },
  'configuration.tracking.marketingTracker.customerId': {
    section: '§7.11',
    meaning: "The cinema's customer id at the tracker.",
    example: 'lumiere',
  },
  'configuration.tracking.marketingTracker.loadThroughProxy': {
    section: '§2.1',
    meaning: "true serves the tracker through the site's /__third-party-proxy (https only).",
    example: false,
  },
  'configuration.ads': { section: '§7.11, §9.6', meaning: 'Where the ad scripts load from.' },
  'configuration.ads.adServerScriptUrl': {
    section: '§9.6',
    meaning: "The ad server's tag, used directly in CUSTOM_WITHOUT_WRAPPER mode.",
    example: 'https://securepubads.g.doubleclick.net/tag/js/gpt.js',
  },
  'configuration.ads.networkBaseUrl': {
    section: '§7.11',
    meaning: "The ad wrapper's network: {networkBaseUrl}library/{siteCode}.js, unless settings.adsCustom.url is set.",
    example: 'https://ads.network.example/',
  },
  'configuration.isSingleLocation': {
    section: '§3.1, §4.14',
    meaning: 'One venue: its theater is always the current one, and theaterIds holds exactly one id.',
    example: true,
  },
  'configuration.relatedEntityType': { section: '§3.1', meaning: 'Always "Theater".', example: 'Theater' },
  'configuration.circuitId': {
    section: '§3.1, §3.4',
    meaning: 'The circuit (chain) id, in the page context and the ad targeting.',
    example: '1001',
  },
  'configuration.theaterIds': {
    section: '§3.1, §3.5',
    meaning: "The site's theaters, in the order shown: ids of `theaters` and of the feed's theaters.",
    example: ['2001'],
  },
  'configuration.allowedEmbeddingDomains': {
    section: '§3.1, §4.13',
    meaning: 'Hosts that may frame the site (the design editor, a kiosk) and send it preview messages.',
    example: ['editor.cinema-tools.example'],
  },
  'configuration.embeddingMode': {
    section: '§2.3, §9.2',
    meaning: 'tapos_embedded: the site runs inside the ticketing provider, booking links stay inside it.',
    example: 'tapos_embedded',
  },
  'configuration.actionLinkTargets': {
    section: '§2.3',
    meaning: 'Hrefs that trigger an in-app action instead of navigating; replaces the shipped list when given.',
    example: { '#theater-picker': 'openTheaterPicker' },
  },
  'configuration.roundness': { section: '§3.1, §9.5', meaning: 'Corner roundness.' },
  'configuration.roundness.buttons': { section: '§3.1, §9.5', meaning: 'Of buttons.', example: 'HIGH' },
  'configuration.roundness.content': { section: '§3.1, §9.5', meaning: 'Of cards and panels.', example: 'MEDIUM' },
  'configuration.adsDisplay': {
    section: '§3.1, §9.6',
    meaning: 'The advertising mode; "" shows no ads.',
    example: 'CAPTIVE',
  },
  'configuration.globalExcludedMovieIds': {
    section: '§3.1',
    meaning: 'Feed movie ids never shown anywhere on the site.',
    example: [12345],
  },
  'configuration.movieOrderIndex': {
    section: '§3.1',
    meaning: 'Feed movie ids listed first, in this order.',
    example: [12328, 11163],
  },
  'configuration.deferStandardPages': {
    section: '§3.1',
    meaning: 'Generic pages rendered on first request instead of at build.',
    example: false,
  },
  'configuration.deferEventPages': {
    section: '§3.1',
    meaning: 'Event pages rendered on first request instead of at build.',
    example: false,
  },
  'configuration.deferMoviePages': {
    section: '§2.1, §3.1',
    meaning: 'Movie pages rendered on first request instead of at build.',
    example: false,
  },
  'configuration.deferTheaterPages': {
    section: '§3.1',
    meaning: 'Theater pages rendered on first request instead of at build.',
    example: false,
  },
  'configuration.betaFeaturesEnabled': {
    section: '§3.4',
    meaning: 'Passed in the page context (and to the ticketing hand-off).',
    example: false,
  },
  'configuration.playweekStartsOn': {
    section: '§9.3',
    meaning: 'The day the cinema week starts, 0 = Sunday (France: Wednesday, 3; US: Friday, 5).',
    example: 3,
  },
  'configuration.theme': { section: '§3.1, §9.5', meaning: 'Colours and fonts.' },
  'configuration.theme.colors': { section: '§3.1, §9.5', meaning: 'The brand colours.' },
  'configuration.theme.colors.brand1': brand(1),
  'configuration.theme.colors.brand2': brand(2),
  'configuration.theme.colors.brand3': brand(3),
  'configuration.theme.colors.brand4': brand(4),
  'configuration.theme.colors.brand5': brand(5),
  'configuration.theme.colors.brand6': brand(6),
  'configuration.theme.palette': { section: '§3.1, §3.2', meaning: 'The colour roles.' },
  'configuration.theme.palette.muted': paletteRole('muted', 'brand4'),
  'configuration.theme.palette.accent': paletteRole('accent', 'brand5'),
  'configuration.theme.palette.primary': paletteRole('primary (and secondary)', '#000'),
  'configuration.theme.palette.highlight': paletteRole('highlight', 'brand3'),
  'configuration.theme.palette.background': paletteRole('background', 'brand6'),
  'configuration.theme.palette.footerBackground': paletteRole('footer background', 'brand3'),
  'configuration.theme.palette.headerBackground': paletteRole('header background', 'brand2'),
  'configuration.theme.settings': { section: '§3.1, §9.5', meaning: 'How backgrounds use the palette.' },
  ...backgroundSetting('background'),
  ...backgroundSetting('footerBackground'),
  ...backgroundSetting('headerBackground'),
  'configuration.theme.settings.combination': {
    section: '§3.1',
    meaning: 'The colour combination chosen in the design editor.',
  },
  'configuration.theme.settings.combination.name': {
    section: '§3.1',
    meaning: 'Its name.',
    example: 'classic',
  },
  'configuration.theme.settings.combination.swap': {
    section: '§3.1',
    meaning: 'Whether its colours are swapped.',
    example: false,
  },
  'configuration.theme.fonts': { section: '§3.1, §9.5', meaning: 'The two font families.' },
  'configuration.theme.fonts.body': {
    section: '§3.1, §9.5',
    meaning: 'The text family: one of the §9.5 list, served from the site itself.',
    example: 'Inter',
  },
  'configuration.theme.fonts.heading': {
    section: '§3.1, §9.5',
    meaning: 'The headings family: one of the §9.5 list.',
    example: 'Playfair Display',
  },
  'configuration.theme.fontWeights': { section: '§3.1', meaning: 'Font weights.' },
  'configuration.theme.fontWeights.body': { section: '§3.1', meaning: 'Of text.', example: 400 },
  'configuration.theme.fontWeights.heading': { section: '§3.1', meaning: 'Of headings.', example: 700 },
  'configuration.theme.fontWeights.bold': { section: '§3.1', meaning: 'Of bold text.', example: 700 },
  'configuration.theme.fontStyles': { section: '§3.1', meaning: 'Font styles.' },
  'configuration.theme.fontStyles.body': { section: '§3.1', meaning: 'Of text.', example: 'normal' },
  'configuration.theme.fontStyles.heading': { section: '§3.1', meaning: 'Of headings.', example: 'normal' },
  'configuration.design': {
    section: '§3.15, §4.13',
    meaning: 'Layouts, logo size and toggles as published; the design editor changes them during a preview.',
  },
  'configuration.design.headerLayout': {
    section: '§3.15',
    meaning: 'Where the header puts the logo.',
    example: 'logoLeft',
  },
  'configuration.design.footerLayout': { section: '§3.15', meaning: 'The footer layout.', example: 'full' },
  'configuration.design.logoSize': { section: '§3.15', meaning: "The header logo's size.", example: 'medium' },
  'configuration.design.hasSearch': { section: '§3.15', meaning: 'A film search in the header.', example: true },
  'configuration.design.footerMobileLinks': {
    section: '§3.15',
    meaning: "The footer's links on small screens.",
    example: true,
  },
  ...webFontList('webFonts', '(its webFonts reading)'),
  ...webFontList('googleFonts', 'under its other reading, named after the font service (nothing is asked of it)'),

  settings: { section: '§3.3', meaning: 'The site settings.' },
  'settings.id': { section: '§3.3', meaning: "The site's id.", example: 'site-lumiere' },
  'settings.name': {
    section: '§3.3',
    meaning: "The site's name, in titles and the header.",
    example: 'Cinéma Lumière',
  },
  'settings.domain': {
    section: '§3.3, §2.5',
    meaning:
      'The public host name; the origin of reset links and of browser calls is https://{domain} unless SITE_ORIGIN says otherwise.',
    example: 'www.cinema-lumiere.example',
  },
  'settings.logo': { section: '§3.3', meaning: "The site's logo; unset, the header shows the name." },
  'settings.logo.src': {
    section: '§3.3, §3.15',
    meaning:
      "The logo file in the site's folder (content/sites/{site}/), served by the site at this path; its proportions are read from the file.",
    example: '/logo.svg',
  },
  'settings.relatedEntity': { section: '§3.3', meaning: 'The venue or circuit the site is about.' },
  'settings.relatedEntity.name': {
    section: '§3.3',
    meaning: 'Its name, in the home and film-list titles.',
    example: 'Cinéma Lumière',
  },
  'settings.circuit': { section: '§3.3', meaning: 'The circuit (chain).' },
  'settings.circuit.id': {
    section: '§3.3, §4.11',
    meaning: 'Its id; the loyalty circuit id when the loyalty settings give none.',
    example: '1001',
  },
  'settings.circuit.name': { section: '§3.3, §7.11', meaning: 'Its name (ad targeting).', example: 'Lumière' },
  'settings.ticketingProvider': {
    section: '§1, §3.3, §9.2',
    meaning: 'The ticketing provider of theaters that name none.',
    example: 'RTS',
  },
  'settings.ticketingSiteUrl': {
    section: '§2.3, §6',
    meaning: 'The ticketing web-sales site: its booking links get the member’s token.',
    example: 'https://tickets.cinema-lumiere.example',
  },
  'settings.didomi': { section: '§2.7, §3.3', meaning: 'Didomi as consent manager; unset, the built-in notice.' },
  'settings.didomi.noticeId': {
    section: '§3.3, §7.11',
    meaning: 'The Didomi notice id.',
    example: 'Ab12Cd34',
  },
  'settings.adsDisplay': {
    section: '§3.3, §9.6, §9.7',
    meaning: 'The advertising mode, or a boolean in the tag-manager reading; "" or false shows no ads.',
    example: 'CAPTIVE',
  },
  'settings.adsLocation': {
    section: '§2.6, §3.3, §9.6',
    meaning: 'The ad slots shown.',
    example: ['PAGES_TOP', 'PAGES_BOTTOM'],
  },
  'settings.adsCustom': { section: '§3.3, §9.6', meaning: 'Custom advertising.' },
  'settings.adsCustom.locations': {
    section: '§3.3, §9.6',
    meaning: 'Custom-named slots, each {key}CustomPromoContainer.',
    example: [{ key: 'home' }],
  },
  'settings.adsCustom.locations[].key': { section: '§9.6', meaning: 'The slot name.', example: 'home' },
  'settings.adsCustom.sizeMapping': {
    section: '§3.14, §5',
    meaning: 'JSON text: for each location, viewport width to sizes; invalid JSON skips the whole mapping.',
    example: '{"header": {"0": [[320, 50]], "768": [[728, 90]]}}',
  },
  'settings.adsCustom.url': {
    section: '§7.11',
    meaning: 'The ad script; in CUSTOM mode, its part after "library/" is the site code.',
    example: 'https://ads.network.example/library/1234/LUMIERE_WEB.js',
  },
  'settings.adsCustom.networkCode': {
    section: '§3.3, §9.6',
    meaning:
      "The network id of the site's own ad-server account, in the ad path; empty, the network of its country (§9.6).",
    example: '4242',
  },
  'settings.loyalty': {
    section: '§3.3, §3.6, §4.11',
    meaning: 'The loyalty programme (members sign in when a provider is set); fields the provider adds pass.',
  },
  'settings.loyalty.provider': {
    section: '§3.6, §9.2',
    meaning: 'The loyalty provider; NONE (the default): no member area.',
    example: 'BOOST_POS',
  },
  'settings.loyalty.version': {
    section: '§3.6, §4.11',
    meaning: 'The API generation; forced to 3 for BOOST_POS, TAPOS and CGR.',
    example: 3,
  },
  'settings.loyalty.ticketingUrl': {
    section: '§3.6, §7.10',
    meaning: 'Where members are handed over to ticketing with their token.',
    example: 'https://tickets.cinema-lumiere.example/account',
  },
  'settings.loyalty.circuitId': {
    section: '§3.6, §4.11',
    meaning: 'The circuit id sent in member calls (version 1: required).',
    example: '1001',
  },
  'settings.loyalty.cinemaId': {
    section: '§3.6, §4.11',
    meaning: 'The cinema id sent in member calls (version 1: required).',
    example: '2001',
  },
  'settings.loyalty.clubId': {
    section: '§3.6, §3.11',
    meaning: 'The loyalty club members join.',
    example: '7',
  },
  'settings.loyalty.type': {
    section: '§3.6, §4.11, §9.2',
    meaning: 'The programme type; NON_TIERED for RTS whatever is written.',
    example: 'NON_TIERED',
  },
  'settings.loyalty.includeActivation': {
    section: '§3.6, §4.8',
    meaning: 'Registration includes activating a loyalty membership.',
    example: false,
  },
  'settings.loyalty.includeActivationCardNumber': {
    section: '§3.6, §4.8',
    meaning: 'The activation step asks for a card number.',
    example: false,
  },
  'settings.loyalty.includeActivationPhoneNumber': {
    section: '§3.6, §4.8',
    meaning: 'The activation step asks for a phone number.',
    example: true,
  },
  'settings.loyalty.balanceTypes': {
    section: '§3.6, §4.11',
    meaning: 'The balances shown; forced to ["POINTS"] for BOOST_POS.',
    example: ['POINTS'],
  },
  'settings.loyalty.scannableCodeFormat': {
    section: '§3.6, §9.2',
    meaning:
      "The format of the member card's scannable code: QR_CODE, CODE_128, CODE_39, EAN_13, PDF_417, AZTEC or DATA_MATRIX; any other value stops the build.",
    example: 'QR_CODE',
  },
  'settings.loyalty.accessFromHeader': {
    section: '§3.6, §6',
    meaning: 'A sign-in / member link in the header.',
    example: true,
  },
  'settings.loyalty.guestHeaderAccessLabel': {
    section: '§6',
    meaning: 'The header link for guests; empty: "Sign in".',
    example: 'Espace membre',
  },
  'settings.loyalty.guestSignupTabButton': {
    section: '§6',
    meaning: 'The sign-up tab button for guests; empty: "Register".',
    example: 'Créer un compte',
  },
  'settings.loyalty.guestSignupTabText': {
    section: '§6',
    meaning: 'The sign-up tab text for guests.',
    example: 'Cumulez des points à chaque séance.',
  },
  'settings.loyalty.loggedInHeaderAccessLabel': {
    section: '§6',
    meaning: 'The header link for members.',
    example: 'Mon compte',
  },
  'settings.loyalty.loggedInMenu': {
    section: '§3.6, §6',
    meaning: "The member's header menu.",
    example: [{ label: 'Mes réservations', href: '/compte/reservations/' }],
  },
  ...link('settings.loyalty.loggedInMenu[]'),
  'settings.loyalty.includeWatchlist': {
    section: '§3.6, §4.7',
    meaning: 'Members keep favourite films.',
    example: true,
  },
  'settings.loyalty.cardType': {
    section: '§3.6, §9.2',
    meaning:
      "The members' card type: DEMATERIALIZED (the phone is the card) or PHYSICAL (members may add a plastic card and report it lost); any other value stops the build.",
    example: 'DEMATERIALIZED',
  },
  'settings.enableTargettTracking': {
    section: '§3.3, §9.7',
    meaning: 'Loads the Targett container (PRODUCT_TARGETT_CONTAINER_ID), after consent to advertising.',
    example: false,
  },
  'settings.trackers': {
    section: '§3.3, §9.7',
    meaning: 'Site trackers; type "google_tag_manager" loads the site’s own container when web analytics is on.',
    example: [{ type: 'google_tag_manager', token: 'GTM-ABC1234' }],
  },
  'settings.trackers[].type': { section: '§3.3', meaning: 'The tracker type.', example: 'google_tag_manager' },
  'settings.trackers[].token': { section: '§3.3', meaning: 'Its id.', example: 'GTM-ABC1234' },
  ...sitePage('loginPage', 'login', 'connexion'),
  ...sitePage('privacyPolicyPage', 'privacy-policy', 'politique-de-confidentialite'),

  theaters: {
    section: '§3.5',
    meaning: "The site's theaters as configured; the programme's theaters come from the feed.",
  },
  'theaters[].id': {
    section: '§3.5',
    meaning: 'Its id, as in configuration.theaterIds and the feed.',
    example: '2001',
  },
  'theaters[].name': { section: '§3.5', meaning: 'Its name.', example: 'Cinéma Lumière' },
  'theaters[].slug': {
    section: '§2.1',
    meaning: 'Its path segment: lowercase letters, digits and dashes, not a reserved segment.',
    example: 'cinema-lumiere',
  },
  'theaters[].theaterCode': {
    section: '§2.3',
    meaning: 'Its code at the ticketing provider (booking links, embedded booking route).',
    example: 'LUM01',
  },
  'theaters[].timeZone': {
    section: '§9.4',
    meaning: 'The IANA time zone its showtimes are shown in.',
    example: 'Europe/Paris',
  },
  'theaters[].ticketingProvider': {
    section: '§1, §9.2',
    meaning: 'Its ticketing provider; unset, settings.ticketingProvider.',
    example: 'RTS',
  },
  'theaters[].address': { section: '§3.5', meaning: 'Its postal address.' },
  'theaters[].address.line1': { section: '§3.5', meaning: 'Street.', example: '12 rue de la République' },
  'theaters[].address.city': { section: '§3.5', meaning: 'City.', example: 'Lyon' },
  'theaters[].address.postalCode': { section: '§3.5', meaning: 'Postal code.', example: '69002' },
  'theaters[].address.region': { section: '§3.5', meaning: 'Region or state.', example: 'Auvergne-Rhône-Alpes' },
  'theaters[].address.country': { section: '§3.5', meaning: 'ISO 3166-1 alpha-2 country.', example: 'FR' },
  'theaters[].geo': { section: '§3.5', meaning: 'Its position, for the map link.' },
  'theaters[].geo.lat': { section: '§3.5', meaning: 'Latitude.', example: 45.7597 },
  'theaters[].geo.lng': { section: '§3.5', meaning: 'Longitude.', example: 4.8357 },
  'theaters[].screens': { section: '§3.5', meaning: 'Number of screens.', example: 6 },

  pages: {
    section: '§2.1',
    meaning: "The site's generic pages (one template), the login and privacy-policy pages among them.",
  },
  'pages[].slug': {
    section: '§2.1',
    meaning: 'Its path: /{slug}/, not a reserved segment.',
    example: 'infos-pratiques',
  },
  'pages[].title': { section: '§2.1', meaning: 'Its title.', example: 'Infos pratiques' },
  'pages[].body': {
    section: '§2.1, §2.3',
    meaning:
      'Its content: paragraphs (text, or {type: "paragraph", content} with links), headings {type: "heading", text, id} and link lists {type: "links", title, items} (src/lib/content/page-body.ts).',
    example: ['Ouvert tous les jours.', { type: 'heading', text: 'Accès', id: 'acces' }],
  },
};
