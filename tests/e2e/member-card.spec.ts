import type { Locator, Page } from '@playwright/test';
import zxing from '@zxing/library';
import type { Theme } from '../../src/lib/config/site-schema.ts';
import { applyDesignMessage } from '../../src/lib/theme/design-messages.ts';
import { buildThemeVariables } from '../../src/lib/theme/variables.ts';
import { axeViolations, expect, READING_MEMBER, signInByRequest, test } from './fixtures.ts';
import { SANDBOX_URL, type E2ESite } from './sites.ts';

// §3.6, §9.2 the member's card at the till, §7.7 the cards screen, §7.9 both wallets, against the
// sandbox: the code is read back from a screenshot of the page (as a scanner would read the phone's
// screen), in the full-screen view opened by keyboard, on the site's theme and on a dark one.

const { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } = zxing;

/** What each demo site configures (content/sites/…/site.json) and its reading member's card (sandbox seed). */
const CARD: Record<E2ESite['name'], { format: string; zxing: number; number: string; minWidthMm: number }> = {
  'cinema-paris': { format: 'QR_CODE', zxing: BarcodeFormat.QR_CODE, number: 'GE0010000090', minWidthMm: 32 },
  'circuit-demo': { format: 'CODE_128', zxing: BarcodeFormat.CODE_128, number: 'STAR5001000090', minWidthMm: 64 },
};

/** Members with an upcoming booking (sandbox README: the programme e2e members), for the e-ticket's pass. */
const TICKET_MEMBER: Record<E2ESite['name'], { email: string; password: string; booking: string }> = {
  'cinema-paris': { email: 'margaux.leroy@example.fr', password: 'Popcorn2026', booking: 'GM-BK-9000' },
  'circuit-demo': { email: 'riley.chen@example.com', password: 'Starlight#2026', booking: 'SR-BK-9000' },
};

const T = {
  fullScreen: /^(Show full screen|Afficher en plein écran)$/,
  dialog: /^(Your card, ready to scan|Votre carte, prête à scanner)$/,
  apple: /^(Add my card to Apple Wallet|Ajouter ma carte à Apple Wallet)$/,
  google: /^(Add my card to Google Wallet|Ajouter ma carte à Google Wallet)$/,
  appleTicket: /^(Add the e-ticket for .+ to Apple Wallet|Ajouter le e-billet de .+ à Apple Wallet)$/,
};

const CSS_PX_PER_MM = 96 / 25.4;

/**
 * Reads a code from a PNG screenshot: the browser decodes the PNG (no image library in the tests),
 * zxing reads the pixels as a till's scanner would, any format it knows.
 */
async function readCode(page: Page, png: Buffer): Promise<{ text: string; format: number }> {
  const probe = await page.context().newPage();
  try {
    const { width, height, luminance } = await probe.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let binary = '';
      for (let index = 0; index < rgba.length; index += 4)
        binary += String.fromCharCode(
          ((rgba[index]! * 299 + rgba[index + 1]! * 587 + rgba[index + 2]! * 114) / 1000) | 0,
        );
      return { width: canvas.width, height: canvas.height, luminance: btoa(binary) };
    }, png.toString('base64'));
    const pixels = new Uint8ClampedArray(Buffer.from(luminance, 'base64'));
    const reader = new MultiFormatReader();
    reader.setHints(new Map([[DecodeHintType.TRY_HARDER, true]]));
    // The decoder logs each of its readers that finds nothing before one does.
    const { warn, error } = console;
    console.warn = console.error = () => undefined;
    try {
      const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, width, height)));
      const result = reader.decode(bitmap);
      return { text: result.getText(), format: result.getBarcodeFormat() };
    } finally {
      Object.assign(console, { warn, error });
    }
  } finally {
    await probe.close();
  }
}

/** A screenshot of the page around the code (a margin of page included), as a phone's screen shows it. */
async function screenshotAround(page: Page, target: Locator): Promise<Buffer> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  const x = Math.max(0, box.x - 24);
  const y = Math.max(0, box.y - 24);
  return page.screenshot({
    clip: {
      x,
      y,
      width: Math.min(viewport.width - x, box.width + 48),
      height: Math.min(viewport.height - y, box.height + 48),
    },
  });
}

async function openHome(page: Page, site: E2ESite): Promise<Locator> {
  await signInByRequest(page, site);
  await page.goto('/account/');
  await expect(page.getByTestId('member-home')).toBeVisible();
  const code = page.getByTestId('member-card-code');
  await expect(code).toBeVisible();
  return code;
}

/** §3.15 a dark theme, derived as the live preview derives it (§4.13): a near-black background. */
async function applyDarkTheme(page: Page): Promise<void> {
  const design = (await (await page.request.get('/api/preview/design')).json()) as { theme: Theme; roundness: never };
  const dark = applyDesignMessage(design.theme, {
    type: 'colorScheme',
    payload: { colorScheme: { background: '#101014', primary: '#f5c518' } },
  });
  const variables = buildThemeVariables(dark, design.roundness, { layout: false });
  await page.evaluate((entries) => {
    for (const [name, value] of entries) document.documentElement.style.setProperty(name, value);
  }, Object.entries(variables));
}

const luminanceOf = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
  return (r * 299 + g * 587 + b * 114) / 1000;
};

test.describe('§3.6, §9.2 the member card at the till', () => {
  test('the card number as a scannable code: its format, its size, read back from a screenshot', async ({
    page,
    site,
  }) => {
    const card = CARD[site.name];
    const code = await openHome(page, site);
    await expect(code).toHaveAttribute('data-format', card.format);
    await expect(code.getByTestId('member-card')).toHaveText(card.number);
    await expect(code).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    const image = code.getByRole('img');
    const width = (await image.boundingBox())!.width;
    expect(width).toBeGreaterThanOrEqual(card.minWidthMm * CSS_PX_PER_MM - 1);
    expect(await readCode(page, await screenshotAround(page, image))).toEqual({
      text: card.number,
      format: card.zxing,
    });
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the code is drawn in a worker: the barcode library never loads on the page', async ({ page, site }) => {
    await openHome(page, site);
    // Every script a page or worker loaded, with its size (from its own resource timeline).
    const listScripts = () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js(\?|$)/.test(entry.name))
        .map((entry) => ({ url: entry.name, bytes: (entry as PerformanceResourceTiming).decodedBodySize }));
    const worker = page.workers().find((candidate) => /turbopack-worker/.test(candidate.url()));
    expect(worker, 'a worker drew the code').toBeDefined();
    const onPage = new Set((await page.evaluate(listScripts)).map((entry) => entry.url));
    // The barcode encoders are the largest script the worker loads (about 280 KB before compression).
    const library = (await worker!.evaluate(listScripts)).sort((a, b) => b.bytes - a.bytes)[0];
    expect(library?.bytes).toBeGreaterThan(100_000);
    expect(onPage.has(library!.url)).toBe(false);
  });

  test('the full-screen view opens and closes by keyboard, white, and reads back', async ({ page, site }) => {
    const card = CARD[site.name];
    await openHome(page, site);
    const open = page.getByRole('button', { name: T.fullScreen });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: T.dialog });
    await expect(dialog).toBeVisible();
    // Focus moves into the dialog (its close button, the one control there).
    await expect(dialog.getByRole('button')).toBeFocused();
    await expect(dialog).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect([box.width, box.height]).toEqual([viewport.width, viewport.height]);
    expect(await readCode(page, await page.screenshot())).toEqual({ text: card.number, format: card.zxing });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    // Enter on the close button closes it too.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  });

  test('on a dark theme the code stays black on white and reads back', async ({ page, site }) => {
    const card = CARD[site.name];
    const code = await openHome(page, site);
    await applyDarkTheme(page);
    const pageBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(luminanceOf(pageBackground), pageBackground).toBeLessThan(60);
    await expect(code).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(code.getByTestId('member-card')).toHaveCSS('color', 'rgb(0, 0, 0)');
    expect(await readCode(page, await screenshotAround(page, code.getByRole('img')))).toEqual({
      text: card.number,
      format: card.zxing,
    });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: T.fullScreen }).click();
    const dialog = page.getByRole('dialog', { name: T.dialog });
    await expect(dialog).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    expect(await readCode(page, await page.screenshot())).toEqual({ text: card.number, format: card.zxing });
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('§7.9 both wallets reach the provider', () => {
  test('the card: Google first here, Apple first on an Apple device, each to its route', async ({ page, site }) => {
    const card = CARD[site.name];
    await page.route('https://pay.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Wallet stand-in</title>' }),
    );
    await openHome(page, site);
    const buttons = page.getByTestId('wallet-buttons').first();
    await expect(buttons.locator('a, button').first()).toHaveAccessibleName(T.google);
    const ofThisCard = (pass: Record<string, string>) => pass.kind === 'card' && pass.cardNumber === card.number;
    const before = (await passesMade(page)).filter(ofThisCard).length;

    // Apple Wallet: a plain link to the site, which answers the provider's .pkpass.
    const apple = page.getByRole('link', { name: T.apple });
    const download = page.waitForEvent('download');
    await apple.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('loyalty-card.pkpass');
    const bytes = await readDownload(file);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.toString('latin1')).toContain(`"serialNumber":"${card.number}"`);

    // Google Wallet: the save link built from the provider's signed token.
    await page.getByRole('button', { name: T.google }).click();
    await expect(page).toHaveURL(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);

    const made = (await passesMade(page)).filter(ofThisCard).slice(before);
    expect(made.map(({ wallet, kind, cardNumber }) => ({ wallet, kind, cardNumber }))).toEqual([
      { wallet: 'Apple', kind: 'card', cardNumber: card.number },
      { wallet: 'Google', kind: 'card', cardNumber: card.number },
    ]);
  });

  test('on an Apple device the Apple button comes first, Google still offered', async ({ page, site }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'userAgent', {
        get: () => 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile',
      });
    });
    await openHome(page, site);
    const controls = page.getByTestId('wallet-buttons').first().locator('a, button');
    await expect(controls.first()).toHaveAccessibleName(T.apple);
    await expect(controls.nth(1)).toHaveAccessibleName(T.google);
  });

  test('an upcoming e-ticket to Apple Wallet from the order history', async ({ page, site }) => {
    const member = TICKET_MEMBER[site.name];
    await signInByRequest(page, site, member);
    await page.goto('/account/history/');
    const order = page.locator(`li[data-booking="${member.booking}"]`);
    const ofThisBooking = (pass: Record<string, string>) => pass.bookingId === member.booking;
    const before = (await passesMade(page)).filter(ofThisBooking).length;
    const download = page.waitForEvent('download');
    await order.getByRole('link', { name: T.appleTicket }).click();
    expect((await download).suggestedFilename()).toBe(`e-ticket-${member.booking}.pkpass`);
    const made = (await passesMade(page)).filter(ofThisBooking).slice(before);
    expect(made).toEqual([expect.objectContaining({ wallet: 'Apple', kind: 'eTicket', bookingId: member.booking })]);
  });
});

test.describe('§7.7 the cards screen', () => {
  test('shows the card to scan and what the programme allows', async ({ page, site }) => {
    const card = CARD[site.name];
    await signInByRequest(page, site, READING_MEMBER[site.name]);
    await page.goto('/account/cards/');
    const mine = page.getByTestId('my-card');
    await expect(mine.getByTestId('member-card-code')).toHaveAttribute('data-format', card.format);
    if (site.name === 'circuit-demo') {
      // PHYSICAL (§3.6 cardType), version 3: the list, adding a plastic card, reporting it lost, and it says so.
      await expect(page.getByTestId('card-type-note')).toContainText('plastic card');
      await expect(page.getByRole('heading', { name: 'Add a card' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Report my card lost' })).toBeVisible();
      await expect(page.getByTestId('loyalty-cards')).toContainText(card.number);
    } else {
      // Version 1 (RTS), dematerialised: no list, no plastic card to add; DeleteCard with a typed number.
      await expect(page.getByTestId('card-type-note')).toContainText('sur votre téléphone');
      await expect(page.getByTestId('loyalty-cards')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Déclarer ma carte perdue' })).toHaveCount(0);
      const remove = page.getByRole('form', { name: 'Retirer une carte' });
      await remove.getByLabel('Numéro de carte').fill('GE9999999999');
      await remove.getByRole('button', { name: 'Retirer la carte' }).click();
      // The sandbox knows no such card: the provider's refusal is shown, so the call reached it.
      await expect(remove.getByTestId('member-error')).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});

async function passesMade(page: Page): Promise<Record<string, string>[]> {
  const answer = await page.request.get(`${SANDBOX_URL}/sandbox/wallet-passes`);
  return ((await answer.json()) as { passes: Record<string, string>[] }).passes;
}

async function readDownload(download: { createReadStream(): Promise<NodeJS.ReadableStream> }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
