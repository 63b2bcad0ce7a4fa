import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { API_ORIGIN } from '../src/harness/api.js';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { describeProblems, type PageProblem } from '../src/harness/browser.js';
import { answerCookieBanner, openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';
import { api, login as loginAt, shoot as shootAt, signIn as signInAt, type LoginData } from '../src/harness/session.js';

/** Screenshots of every provider screen at 1280 px and 375 px. */
const SHOTS_DIR = process.env.SHOP_PROVIDER_SHOTS_DIR ?? '/tmp/shots/shop-provider';
const API_AVAILABLE = process.env.E2E_API_AVAILABLE !== 'false';
const PASSWORD = 'Marktplatz2026!';
const PROVIDER = 'anbieter@example.com';
const PARTNER = 'kuechenwelt@example.com';
const CUSTOMER = 'kunde@example.com';
/** Unique per run: the API's database keeps what earlier runs made. */
const RUN = Date.now().toString(36).toUpperCase();

function shoot(page: Page, name: string): Promise<void> {
  return shootAt(page, SHOTS_DIR, name, { scrollTop: true });
}

function login(email: string): Promise<LoginData> {
  return loginAt(email, PASSWORD);
}

function signIn(context: BrowserContext, email: string): Promise<LoginData> {
  return signInAt(context, email, PASSWORD);
}

async function openProviderPage(page: Page, pathAndQuery: string): Promise<void> {
  await openSite(page, `${SHELL_ORIGIN}${pathAndQuery}`);
  await waitForAreaRendered(page, 'mfe_shop');
  await answerCookieBanner(page);
}

/** Coloured PNG images made by the browser's canvas (real files the API's magic-byte check accepts). */
async function makeImages(page: Page, colours: string[]): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const urls = await page.evaluate((list) => {
    return list.map((colour) => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 480;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = colour;
        context.fillRect(0, 0, 480, 480);
        context.fillStyle = '#ffffff';
        context.font = 'bold 64px sans-serif';
        context.fillText('Lund', 150, 260);
      }
      return canvas.toDataURL('image/png');
    });
  }, colours);
  return urls.map((url, index) => ({
    name: `bild-${index + 1}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(url.replace(/^data:image\/png;base64,/, ''), 'base64'),
  }));
}

/** The field's value once the page has filled it from the API (the editor loads the saved product after its tab shows). */
async function settledValue(locator: Locator, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let value = await locator.inputValue();
  while (value === '' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await locator.inputValue();
  }
  return value;
}

function unexpected(problems: readonly PageProblem[], allowed: RegExp[] = []): PageProblem[] {
  return problems.filter((problem) => !allowed.some((pattern) => pattern.test(`${problem.text} ${problem.url ?? ''}`)));
}

describe('provider shop screens on the real API', { skip: !API_AVAILABLE && 'braucht die API' }, () => {
  const suite = composedSiteSuite();
  const productName = `Eichentisch Lund ${RUN}`;
  let productSlug = '';
  let variantIds: number[] = [];

  test('a provider creates a product with two variants, a tier price and three images; it shows in the search', () =>
    inSession(suite.browser, async ({ page, context, problems }) => {
      await signIn(context, PROVIDER);
      await openProviderPage(page, '/shop/provider');
      await page.getByTestId('orders-to-handle').waitFor();
      await page.getByTestId('revenue-chart').waitFor();
      await page.getByTestId('stock-outs').waitFor();
      await page.getByTestId('products-summary').waitFor();
      await shoot(page, '01-start');

      await page.getByRole('navigation', { name: 'Anbieter-Shop' }).getByRole('link', { name: 'Produkt anlegen' }).click();
      const form = page.getByRole('form', { name: 'Produkt anlegen' });
      await form.waitFor();
      await shoot(page, '02-editor-new');
      await form.getByLabel('Produktname').fill(productName);
      assert.equal(await form.getByLabel(/^SKU/).count(), 0, 'eine einzige Artikelnummer, kein zweites SKU-Feld');
      await form.getByLabel(/^Artikelnummer\*?$/).fill(`LUND-${RUN}`);
      assert.equal(await form.getByLabel(/^Alter Preis \(Streichpreis\)/).inputValue(), '', 'kein Streichpreis: leeres Feld');
      // The save bar stays in view while the long form scrolls
      await page.mouse.wheel(0, 1500);
      assert.ok(await page.getByTestId('save-bar').isVisible(), 'Speicherleiste sichtbar');
      await form.getByLabel('Status').selectOption('active');
      await form.getByLabel(/^Preis\*?$/).fill('1.234,56');
      await form.getByLabel('Bestand').fill('5');
      await form.getByLabel(/^Kategorie$/).selectOption({ index: 1 });
      await form.getByLabel('Unterkategorie', { exact: true }).locator('option').nth(1).waitFor({ state: 'attached' });
      await form.getByLabel('Unterkategorie', { exact: true }).selectOption({ index: 1 });
      await form.getByLabel('Gewicht (kg)').fill('32,5');
      await form.getByRole('checkbox', { name: /DHL Paket/ }).check();
      await form.getByRole('button', { name: 'Produkt anlegen' }).click();

      await page.waitForURL(/\/shop\/provider\/products\/\d+$/);
      const productId = Number(page.url().split('/').pop());
      await page.getByRole('tab', { name: 'Stammdaten' }).waitFor();
      assert.equal(await settledValue(page.getByLabel(/^Preis\*?$/)), '1.234,56', 'der Preis kam als 1.234,56 an');
      const subcategory = page.getByLabel('Unterkategorie', { exact: true });
      await subcategory.locator('option').nth(1).waitFor({ state: 'attached' });
      assert.notEqual(await subcategory.inputValue(), '', 'die gewählte Unterkategorie bleibt nach dem Speichern gewählt');
      await shoot(page, '03-editor-basics');

      await page.getByRole('tab', { name: 'Bilder' }).click();
      await page.getByTestId('gallery-input').setInputFiles(await makeImages(page, ['#7a4b2a', '#a0522d', '#2f4f4f', '#808080']));
      await page.getByRole('button', { name: 'Hochladen' }).click();
      await page.getByTestId('gallery').locator('li').nth(3).waitFor();
      // One image too many: deleted after the confirmation.
      await page.getByRole('button', { name: 'Bild 4 löschen' }).click();
      const imageConfirm = page.getByRole('alertdialog', { name: 'Bild löschen?' });
      await imageConfirm.getByRole('button', { name: 'Löschen' }).click();
      await imageConfirm.waitFor({ state: 'detached' });
      await page.getByTestId('gallery').locator('li').nth(3).waitFor({ state: 'detached' });
      assert.equal(await page.getByTestId('gallery').locator('li').count(), 3, 'drei Bilder in der Galerie');
      await shoot(page, '04-editor-images');

      await page.getByRole('tab', { name: 'SEO' }).click();
      await page.getByLabel('Meta-Titel').waitFor();
      await shoot(page, '05-editor-seo');
      await page.getByRole('tab', { name: 'Suchbegriffe' }).click();
      await page.getByLabel('Suchbegriff', { exact: true }).fill(`lund${RUN.toLowerCase()}, esstisch`);
      await page.getByRole('button', { name: 'Hinzufügen' }).click();
      await page.getByRole('button', { name: 'Suchbegriffe speichern' }).click();
      await page.getByText('Suchbegriffe', { exact: true }).first().waitFor();
      await shoot(page, '06-editor-tags');

      await page.getByRole('tab', { name: 'Merkmale' }).click();
      // Features of other categories are offered on request
      const showAll = page.getByTestId('features-show-all');
      await page.getByRole('group', { name: 'Farbe' }).or(showAll).first().waitFor();
      if (await showAll.isVisible()) await showAll.click();
      const colour = page.getByRole('group', { name: 'Farbe' });
      await colour.getByRole('checkbox').nth(0).check();
      await colour.getByRole('checkbox').nth(1).check();
      // Listen before the click: the product's reload may answer before a listener set up afterwards.
      const reloaded = page.waitForResponse(
        (response) => response.url().includes('/shop/provider/products/') && response.request().method() === 'GET',
      );
      await page.getByRole('button', { name: 'Merkmale speichern' }).click();
      await reloaded;
      await shoot(page, '07-editor-features');

      await page.getByRole('tab', { name: 'Varianten' }).click();
      await page.getByTestId('variant-preview').locator('li').nth(1).waitFor();
      assert.equal(await page.getByTestId('variant-preview').locator('li').count(), 2, 'zwei Kombinationen in der Vorschau');
      await page.getByLabel('Bestand (neue Varianten)').fill('20');
      await shoot(page, '08-variants-preview');
      await page.getByRole('button', { name: '2 neue Varianten anlegen' }).click();
      const variantsTable = page.getByRole('table', { name: 'Vorhandene Varianten' });
      await variantsTable.locator('tbody tr').nth(1).waitFor();
      assert.equal(await variantsTable.locator('tbody tr').count(), 2, 'zwei Varianten angelegt');
      await variantsTable
        .getByRole('button', { name: /bearbeiten$/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Preis brutto').fill('1.190,00');
      await dialog.getByLabel(/^Preis netto/).press('Tab');
      assert.equal(await dialog.getByLabel(/^Preis netto/).inputValue(), '1.000', 'netto folgt brutto');
      await shoot(page, '09-variant-edit');
      await dialog.getByRole('button', { name: 'Variante speichern' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('tab', { name: 'Staffelpreise & Rabatte' }).click();
      await page.getByLabel('Variante').selectOption('');
      const tierForm = page.getByRole('form', { name: 'Staffel hinzufügen' });
      await tierForm.getByLabel('Ab Menge').fill('3');
      await tierForm.getByLabel('Stückpreis (brutto)').fill('999,00');
      await tierForm.getByRole('button', { name: 'Staffel hinzufügen' }).click();
      await page.getByRole('table', { name: 'Staffelpreise' }).getByText('999,00 €').waitFor();
      const wholesale = page.getByRole('form', { name: 'Rabatt hinzufügen' });
      await wholesale.getByLabel('Ab Menge').fill('50');
      await wholesale.getByLabel('Rabatt (%)').fill('5,5');
      await wholesale.getByRole('button', { name: 'Rabatt hinzufügen' }).click();
      await page.getByRole('table', { name: 'Großhandelsrabatte' }).getByText('5,50 %').waitFor();
      await shoot(page, '10-prices');

      const provider = await login(PROVIDER);
      const detail = await api<{
        slug: string;
        variants: { id: number; is_default: number; gross_price: number }[];
        images: unknown[];
        bulk_prices: { min_qty: number; price: number }[];
      }>(provider.token, 'GET', `shop/provider/products/${productId}`);
      productSlug = detail.slug;
      variantIds = detail.variants.filter((variant) => !variant.is_default).map((variant) => variant.id);
      assert.equal(variantIds.length, 2);
      assert.equal(detail.images.length, 3);
      assert.deepEqual(
        detail.bulk_prices.map((tier) => [tier.min_qty, tier.price]),
        [[3, 999]],
      );

      // The product shows in the marketplace search.
      await openSite(page, `${SHELL_ORIGIN}/product-search?keyword=${encodeURIComponent(productName)}`);
      await waitForAreaRendered(page, 'mfe_shop');
      await page
        .getByRole('link', { name: new RegExp(productName) })
        .first()
        .waitFor();

      // The list: search, bulk price update of the selection.
      await openProviderPage(page, '/shop/provider/products');
      await page.getByLabel('Produkte durchsuchen').fill(productName);
      await page.getByTestId('products-summary').filter({ hasText: '1 von 1 Produkt' }).waitFor();
      await shoot(page, '11-products');

      assert.deepEqual(unexpected(problems), [], describeProblems(unexpected(problems)));
    }));

  test('a customer buys three of a variant and pays the tier price', () =>
    inSession(suite.browser, async ({ page, context, problems }) => {
      assert.ok(productSlug, 'das Produkt aus dem ersten Test');
      const customer = await signIn(context, CUSTOMER);
      await openSite(page, `${SHELL_ORIGIN}/product/${productSlug}`);
      await waitForAreaRendered(page, 'mfe_shop');
      await answerCookieBanner(page);
      const picker = page.getByTestId('variant-picker');
      await picker.waitFor();
      await picker.getByRole('radio').first().check({ force: true });
      await page.getByTestId('product-quantity').fill('3');
      // The cart key is made in the browser before the call; the line is in the cart once the API answered.
      const added = page.waitForResponse((response) => response.url().endsWith('/cart/add') && response.request().method() === 'POST');
      await page.getByTestId('add-to-cart').click();
      assert.ok((await added).ok(), 'in den Warenkorb gelegt');
      const cartKey = await page.evaluate(() => window.localStorage.getItem('cart_key') ?? '');
      const cart = await api<{ groups: { items: { product_slug: string; qty: number; unit_price: number; line_total: number }[] }[] }>(
        customer.token,
        'GET',
        `cart?cart_key=${cartKey}`,
      );
      const line = cart.groups.flatMap((group) => group.items).find((item) => item.product_slug === productSlug);
      assert.ok(line, 'das Produkt liegt im Warenkorb');
      assert.equal(line.qty, 3, 'drei Stück');
      assert.equal(line.unit_price, 999, 'der Staffelpreis ab 3 Stück gilt');
      assert.equal(line.line_total, 2997, '3 × 999,00 €');
      await openSite(page, `${SHELL_ORIGIN}/shop/cart`);
      await waitForAreaRendered(page, 'mfe_shop');
      await page.getByText('2.997,00 €').first().waitFor();

      // The order is placed through the checkout calls (prepayment), with the customer's token.
      const placed = await api<{ order_number: string; order: { order_amount?: number } }>(customer.token, 'POST', 'orderPlace', {
        cart_key: cartKey,
        accept_terms: 1,
      });
      assert.ok(placed.order_number, 'Bestellung aufgegeben');
      // The cart shows the uploaded photo by its storage key instead of its URL (cart/checkout view of the
      // shop module's priceLines; reported to its owner) — not a problem of the provider screens.
      assert.deepEqual(unexpected(problems), [], describeProblems(unexpected(problems)));
    }));

  test('the provider imports 50 products from a CSV with two bad rows and sees them reported', () =>
    inSession(suite.browser, async ({ page, context, problems }) => {
      await signIn(context, PROVIDER);
      await openProviderPage(page, '/shop/provider/import');
      await page.getByText('Spalten der Datei', { exact: true }).click();
      await page.getByRole('table', { name: 'Spalten der Import-Datei' }).waitFor();
      await shoot(page, '12-import');
      const lines = ['sku;name;price;tax;stock;status'];
      for (let row = 1; row <= 50; row += 1) {
        const sku = `IMP-${RUN}-${row}`;
        if (row === 7) lines.push(`${sku};Kaputter Preis;12.50;19;3;aktiv`);
        else if (row === 31) lines.push(`${sku};;9,99;19;3;aktiv`);
        else lines.push(`${sku};Importprodukt ${RUN} Nr. ${row};${row},99;${row % 2 ? 19 : 7};${row};aktiv`);
      }
      await page.getByTestId('import-input').setInputFiles({
        name: 'produkte.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
      });
      await page.getByRole('button', { name: 'Import starten' }).click();
      const report = page.getByTestId('import-report');
      await report.waitFor();
      assert.match((await report.getByRole('status').textContent()) ?? '', /48 von 50 Zeilen importiert, 2 fehlerhaft\./);
      const rows = report.getByRole('table', { name: 'Fehlerhafte Zeilen' }).locator('tbody tr');
      assert.equal(await rows.count(), 2, 'zwei fehlerhafte Zeilen');
      assert.match((await rows.nth(0).textContent()) ?? '', /8.*price/, 'Zeile 8 (Datei mit Kopfzeile): der Preis');
      assert.match((await rows.nth(1).textContent()) ?? '', /32.*name/, 'Zeile 32: der Name fehlt');
      assert.equal(await page.getByTestId('import-upload-progress').getAttribute('value'), '100');
      assert.equal(await page.getByTestId('import-row-progress').getAttribute('value'), '100');
      await shoot(page, '13-import-report');

      // Bulk work on the imported products: new prices and stock for several rows at once, then a deletion.
      await page.getByRole('link', { name: 'Zu den Produkten' }).click();
      await page.getByLabel('Produkte durchsuchen').fill(`Importprodukt ${RUN}`);
      await page.getByTestId('products-summary').filter({ hasText: 'von 48 Produkten' }).waitFor();
      await page.getByLabel('Einträge pro Seite').selectOption('5');
      await page.getByTestId('products-summary').filter({ hasText: '5 von 48 Produkten' }).waitFor();
      await page.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' }).check();
      await page.getByRole('button', { name: 'Preise und Bestand ändern' }).click();
      const bulk = page.getByRole('dialog', { name: 'Preise und Bestand mehrerer Produkte ändern' });
      const prices = bulk.getByLabel('Preis (brutto)');
      assert.equal(await prices.count(), 5, 'eine Zeile je ausgewähltem Produkt');
      for (let index = 0; index < 5; index += 1) {
        await prices.nth(index).fill(`1.${index}00,50`);
        await bulk
          .getByLabel('Bestand')
          .nth(index)
          .fill(String(100 + index));
      }
      await shoot(page, '14-bulk-edit');
      await bulk.getByRole('button', { name: 'Änderungen speichern' }).click();
      await bulk.waitFor({ state: 'detached' });
      const table = page.getByRole('table', { name: 'Produkte des Anbieters' });
      await table.getByText('1.000,50 €').waitFor();
      await table.getByText('1.400,50 €').waitFor();
      await shoot(page, '15-products-after-bulk');

      await page.getByRole('button', { name: 'Ausgewählte Produkte löschen' }).click();
      const confirm = page.getByRole('alertdialog', { name: '5 Produkte löschen?' });
      await shoot(page, '16-delete-confirm');
      await confirm.getByRole('button', { name: '5 Produkte löschen' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByTestId('products-summary').filter({ hasText: 'von 43 Produkten' }).waitFor();

      await openProviderPage(page, '/shop/provider/discounts');
      await page.getByLabel('Produkte durchsuchen').fill(`Importprodukt ${RUN}`);
      await page.getByLabel('Produkt', { exact: true }).locator('option').nth(1).waitFor({ state: 'attached' });
      await page.getByLabel('Produkt', { exact: true }).selectOption({ index: 1 });
      await page.getByRole('form', { name: 'Staffel hinzufügen' }).waitFor();
      await shoot(page, '17-discounts');

      await openProviderPage(page, '/shop/provider/food-products/new');
      await page.getByRole('form', { name: 'Produkt anlegen' }).waitFor();
      assert.equal(await page.getByLabel(/^Mehrwertsteuer\*?$/).inputValue(), '7', 'eine Speise beginnt mit 7 % Mehrwertsteuer');
      await shoot(page, '18-food-new');
      assert.deepEqual(unexpected(problems), [], describeProblems(unexpected(problems)));
    }));

  test('two providers agree on a bundle and it shows in the marketplace', () =>
    inSession(suite.browser, async ({ page, context, problems }) => {
      const bundleName = `Grillabend ${RUN}`;
      await signIn(context, PROVIDER);
      await openProviderPage(page, '/shop/provider/bundles/new');
      const form = page.getByRole('form', { name: 'Produktset vorschlagen' });
      await form.getByLabel('Name des Produktsets').fill(bundleName);
      await form.getByRole('list', { name: 'Meine Produkte' }).getByRole('checkbox').first().check();
      const partner = form.getByLabel(/^Partner-Anbieter\*?$/);
      await partner.selectOption({ label: 'Küchenwelt Hansen KG (Hamburg)' });
      await form.getByRole('list', { name: 'Produkte des Partners' }).getByRole('checkbox').first().check();
      // A bundle price a little below the sum of the regular prices.
      const sumText = (await form.getByText(/^Summe der Einzelpreise:/).textContent()) ?? '';
      const sum = Number(sumText.replace(/[^\d,]/g, '').replace(',', '.'));
      await form.getByLabel(/^Produktset-Preis/).fill((Math.floor(sum * 0.9 * 100) / 100).toFixed(2).replace('.', ','));
      await form.getByLabel('Nachricht an den Partner').fill('Machen Sie mit?');
      await shoot(page, '20-bundle-new');
      await form.getByRole('button', { name: 'Anfrage senden' }).click();
      await page.waitForURL(/\/shop\/provider\/bundles\?list=outgoing/);
      await page.getByRole('link', { name: `Produktset ${bundleName} ansehen` }).waitFor();
      await shoot(page, '21-bundles-outgoing');
      assert.deepEqual(unexpected(problems), [], describeProblems(unexpected(problems)));
    }).then(() =>
      inSession(suite.browser, async ({ page, context, problems }) => {
        const bundleName = `Grillabend ${RUN}`;
        await signIn(context, PARTNER);
        await openProviderPage(page, '/shop/provider/bundles');
        const badge = page.getByTestId('bundle-request-badge');
        await badge.waitFor();
        const openRequests = Number(await badge.textContent());
        assert.ok(openRequests >= 1, 'die neue Anfrage zählt im Badge');
        await page.getByRole('link', { name: `Produktset ${bundleName} ansehen` }).waitFor();
        await shoot(page, '22-bundles-incoming');
        await page.getByRole('link', { name: `Produktset ${bundleName} ansehen` }).click();
        await page.getByRole('heading', { name: `Produktset-Anfrage: ${bundleName}` }).waitFor();
        await shoot(page, '23-bundle-detail');
        await page.getByRole('button', { name: 'Produktset bestätigen' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Produktset bestätigen' }).click();
        await page.getByText('Bestätigt').first().waitFor();
        await page.getByRole('button', { name: 'Produktset deaktivieren' }).waitFor();
        if (openRequests === 1) await badge.waitFor({ state: 'detached' });
        else
          await page
            .getByTestId('bundle-request-badge')
            .filter({ hasText: String(openRequests - 1) })
            .waitFor();
        await shoot(page, '24-bundle-confirmed');
        const detailUrl = page.url();

        await openSite(page, `${SHELL_ORIGIN}/shop`);
        await waitForAreaRendered(page, 'mfe_shop');
        await page.getByText(bundleName).first().waitFor();
        // The marketplace page's banner image is the content module's (reported to its owner), not these screens'.
        problems.splice(0, problems.length, ...unexpected(problems, [/\/images\/banners\//]));
        const bundles = await fetch(`${API_ORIGIN}/v2/getBundleProducts?per_page=50`).then(
          (response) => response.json() as Promise<{ data: { name: string }[] }>,
        );
        assert.ok(
          bundles.data.some((bundle) => bundle.name === bundleName),
          'das Bundle ist im Marktplatz',
        );

        // Deactivated with a reason (the partner gets the mail), then deleted.
        await openProviderPage(page, new URL(detailUrl).pathname);
        await page.getByRole('button', { name: 'Produktset deaktivieren' }).click();
        const deactivate = page.getByRole('alertdialog', { name: 'Produktset deaktivieren?' });
        await deactivate.getByLabel('Begründung für den Partner (optional)').fill('Saison vorbei.');
        await shoot(page, '25-bundle-deactivate');
        await deactivate.getByRole('button', { name: 'Produktset deaktivieren' }).click();
        await deactivate.waitFor({ state: 'detached' });
        await page.getByText('Saison vorbei.').waitFor();
        await page.getByRole('button', { name: 'Produktset löschen' }).click();
        const remove = page.getByRole('alertdialog', { name: 'Produktset löschen?' });
        await remove.getByRole('button', { name: 'Produktset löschen' }).click();
        await remove.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Produktset löschen' }).waitFor({ state: 'detached' });
        await openProviderPage(page, '/shop/provider/bundles?list=deleted');
        await page.getByRole('link', { name: `Produktset ${bundleName} ansehen` }).waitFor();
        await shoot(page, '26-bundles-deleted');
        const after = await fetch(`${API_ORIGIN}/v2/getBundleProducts?per_page=50`).then(
          (response) => response.json() as Promise<{ data: { name: string }[] }>,
        );
        assert.ok(!after.data.some((bundle) => bundle.name === bundleName), 'das gelöschte Bundle ist nicht mehr im Marktplatz');
        assert.deepEqual(unexpected(problems), [], describeProblems(unexpected(problems)));
      }),
    ));
});
