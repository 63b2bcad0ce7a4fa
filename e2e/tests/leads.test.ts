import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { API_ORIGIN } from '../src/harness/api.js';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { describeProblems, screenshots, type PageProblem } from '../src/harness/browser.js';
import { answerCookieBanner, openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { api, assertNoSidewaysScroll, login, shoot as shootAt, signIn } from '../src/harness/session.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

/** Screenshots of the leads and property screens at 1280 px and 375 px. */
const SHOTS_DIR = process.env.LEADS_SHOTS_DIR ?? '/tmp/shots/leads';
const API_AVAILABLE = process.env.E2E_API_AVAILABLE !== 'false';
const PASSWORD = 'Marktplatz2026!';
const CUSTOMER = 'kunde@example.com';
const PROVIDER_A = 'anbieter@example.com';
const PROVIDER_B = 'kuechenwelt@example.com';
const RUN = Date.now().toString(36).toUpperCase().slice(-6);
const ROUTE_NAME = `Bad komplett ${RUN}`;
const CATEGORY = 'badsanierung';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A real PNG (1×1 px) and a tiny PDF: the API checks the magic bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function shoot(page: Page, name: string): Promise<void> {
  await shootAt(page, SHOTS_DIR, name, { scrollTop: true, afterEach: (current, width) => assertNoSidewaysScroll(current, name, width) });
  await screenshots(page, `leads-${name}`);
}

async function open(page: Page, pathAndQuery: string): Promise<void> {
  await openSite(page, `${SHELL_ORIGIN}${pathAndQuery}`);
  await waitForAreaRendered(page, 'mfe_leads');
  await answerCookieBanner(page);
}

/** Serious or critical axe-core violations of the page as it is now. */
async function severe(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${label}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

function unexpected(problems: readonly PageProblem[]): PageProblem[] {
  // A refused wizard answer (422) is part of the journey.
  return problems.filter(
    (problem) =>
      !(problem.kind === 'console' && problem.url?.endsWith('/favicon.ico')) &&
      !(problem.kind === 'response' && /\b422\b/.test(problem.text ?? '')) &&
      !/422/.test(problem.text ?? ''),
  );
}

async function openLeadCount(token: string): Promise<number> {
  const response = await fetch(`${API_ORIGIN}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ providerOfferCount { open_leads_count } }' }),
  });
  const body = (await response.json()) as { data: { providerOfferCount: { open_leads_count: number } } };
  return body.data.providerOfferCount.open_leads_count;
}

/** Provider B: an active route in the same category, so the customer can add B to the inquiry. */
async function routeOfB(token: string): Promise<void> {
  const [category] = await api<{ id: number }[]>(token, 'GET', `v2/world/categorys/${CATEGORY}`);
  assert.ok(category, 'die Themenwelt Badsanierung ist angelegt');
  const route = await api<{ id: number }>(token, 'POST', 'api/lead_routes', {
    name: `Bäder aus einer Hand ${RUN}`,
    world_category_id: category.id,
    postal_code: '10117',
    radius: 50,
  });
  await api(token, 'POST', 'api/lead_route_question', {
    lead_route_id: route.id,
    question: 'Was soll gemacht werden?',
    answer_type: 'text',
    is_required: false,
  });
  await api(token, 'POST', 'api/changeLeadRouteStatus', { id: route.id, status: 'active' });
}

describe('leads and properties in Chromium (against the real API)', { skip: !API_AVAILABLE && 'ohne API' }, () => {
  const suite = composedSiteSuite();

  test('route with three questions, wizard with a file, offer with a PDF accepted, the other declined; a viewing request', async () => {
    const a = await login(PROVIDER_A, PASSWORD);
    const b = await login(PROVIDER_B, PASSWORD);
    await routeOfB(b.token);
    const openBefore = await openLeadCount(a.token);
    const violations: string[] = [];

    // Provider A builds the route with three questions (one a file upload), reorders by keyboard and activates it.
    await inSession(suite.browser, async ({ context, page, problems }) => {
      await signIn(context, PROVIDER_A, PASSWORD);
      await open(page, '/leads/routes');
      await page.getByRole('heading', { level: 1, name: 'Anfragestrecken' }).waitFor();
      await page.getByRole('button', { name: 'Neue Anfragestrecke' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name der Anfragestrecke').fill(ROUTE_NAME);
      await dialog.getByLabel('Themenwelt').selectOption({ label: 'Badsanierung' });
      await dialog.getByLabel('Postleitzahl (Mittelpunkt)').fill('10115');
      await dialog.getByLabel('Umkreis in km').fill('30');
      await dialog.getByRole('button', { name: 'Anfragestrecke anlegen' }).click();
      const box = page.locator('section', { has: page.getByRole('heading', { level: 2, name: new RegExp(ROUTE_NAME) }) });
      await box.waitFor();
      await shoot(page, '01-provider-routes');
      await box.getByRole('link', { name: 'Fragen bearbeiten' }).click();
      await page.getByRole('heading', { level: 1, name: `Fragen: ${ROUTE_NAME}` }).waitFor();

      const addQuestion = async (question: string, type: string) => {
        await page.getByRole('textbox', { name: 'Frage', exact: true }).fill(question);
        await page.getByLabel('Antworttyp').selectOption({ label: type });
        await page.getByRole('button', { name: 'Frage hinzufügen' }).click();
        await page.getByText(question, { exact: false }).first().waitFor();
      };
      await addQuestion('Fotos vom jetzigen Bad', 'Datei-Upload');
      await addQuestion('Wie groß ist das Bad in m²?', 'Zahl');
      await addQuestion('Welche Arbeiten fallen an?', 'Einfachauswahl');
      for (const option of ['Komplettsanierung', 'Nur Fliesen']) {
        await page.getByLabel('Neue Antwortmöglichkeit zu „Welche Arbeiten fallen an?“').fill(option);
        await page.getByRole('button', { name: 'Antwort hinzufügen' }).click();
        await page.getByRole('listitem').filter({ hasText: option }).first().waitFor();
      }
      // Keyboard reorder: the file question moves from position 1 to 2.
      await page.getByRole('button', { name: /^Frage 1 „Fotos vom jetzigen Bad“ verschieben$/ }).focus();
      await page.keyboard.press('ArrowDown');
      await page.getByRole('button', { name: /^Frage 2 „Fotos vom jetzigen Bad“ verschieben$/ }).waitFor();
      await page.getByRole('button', { name: 'Anfragestrecke aktivieren' }).click();
      await page.getByRole('button', { name: 'Anfragestrecke deaktivieren' }).waitFor();
      violations.push(...(await severe(page, 'Fragen einer Route')));
      await shoot(page, '02-provider-questions');
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });

    // The customer answers on /world-category/lead/:slug with a file; a refused number keeps the other answers.
    await inSession(suite.browser, async ({ context, page }) => {
      await signIn(context, CUSTOMER, PASSWORD);
      await open(page, `/world-category/lead/${CATEGORY}`);
      await page.getByRole('radio', { name: new RegExp(ROUTE_NAME) }).check();
      await page.getByRole('heading', { level: 2, name: /^Ihre Anfrage an/ }).waitFor();
      await page.getByRole('radio', { name: 'Komplettsanierung' }).check();
      await page.getByRole('textbox', { name: 'Wie groß ist das Bad in m²?' }).fill('zwölf');
      await page.locator('input[type="file"]').setInputFiles({ name: 'bad.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('checkbox', { name: new RegExp(`Bäder aus einer Hand ${RUN}`) }).check();
      await page.getByRole('button', { name: 'Anfrage senden' }).click();
      const numberQuestion = page.locator('fieldset', { hasText: 'Wie groß ist das Bad in m²?' });
      await numberQuestion.locator('p', { hasText: /Zahl/ }).waitFor();
      assert.equal(await page.getByRole('radio', { name: 'Komplettsanierung' }).isChecked(), true, 'die anderen Antworten bleiben');
      await page.getByText('bad.png', { exact: false }).filter({ hasText: 'hochgeladen' }).waitFor();
      await shoot(page, '03-wizard-refused-answer');
      await page.getByRole('textbox', { name: 'Wie groß ist das Bad in m²?' }).fill('12,5');
      await page.getByRole('button', { name: 'Anfrage senden' }).click();
      await page.getByRole('heading', { level: 2, name: 'Vielen Dank für Ihre Anfrage!' }).waitFor();
      violations.push(...(await severe(page, 'Bestätigung der Anfrage')));
      await shoot(page, '04-wizard-confirmation');
    });

    assert.equal(await openLeadCount(a.token), openBefore + 1, 'die Übersicht des Anbieters zählt einen offenen Lead mehr');

    // Provider A finds the lead under "Offen", downloads the file and sends an offer with a PDF.
    await inSession(suite.browser, async ({ context, page, problems }) => {
      await signIn(context, PROVIDER_A, PASSWORD);
      await open(page, '/leads/provider');
      await page.getByRole('heading', { level: 1, name: 'Anfragen' }).waitFor();
      await page.getByRole('tab', { name: 'Offen', selected: true }).waitFor();
      await page.getByRole('link', { name: ROUTE_NAME }).first().waitFor();
      // Provider words in German: no „Lead“, „Lead-Route“ or „Call to Action“ in the menu of the section or the page.
      const section = page.locator('[data-area="mfe_leads"]');
      assert.equal(await section.getByText(/\bLeads?\b|Lead-Route|Call to Action|Calls to Action/).count(), 0, 'deutsche Begriffe');
      for (const label of ['Anfragen', 'Meine Angebote', 'Anfragestrecken', 'Aktionsboxen']) {
        await section
          .getByRole('navigation', { name: 'Anbieterbereich Anfragen' })
          .getByRole('link', { name: label, exact: true })
          .waitFor();
      }
      violations.push(...(await severe(page, 'Anfragen des Anbieters')));
      await shoot(page, '05-provider-leads-open');
      await page.getByRole('link', { name: ROUTE_NAME }).first().click();
      await page.getByRole('heading', { level: 1, name: ROUTE_NAME }).waitFor();
      // On a phone the answers stay readable: no sideways scrolling, the answer beside (or under) its question is wide.
      await page.setViewportSize({ width: 375, height: 812 });
      const answerCell = page.locator('[aria-labelledby="lead-answers"] dd', { hasText: 'Komplettsanierung' });
      await answerCell.waitFor();
      const phone = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(phone <= 375, `die Lead-Seite ist bei 375 px ${phone} px breit (waagerechtes Scrollen)`);
      const cell = await answerCell.boundingBox();
      assert.ok(
        cell && cell.width > 100 && cell.height < 60,
        `die Antwort „Komplettsanierung“ ist ${cell?.width} × ${cell?.height} px groß`,
      );
      await shoot(page, '05b-provider-lead-answers');
      await page.setViewportSize({ width: 1280, height: 800 });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'bad.png herunterladen' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), 'bad.png');
      assert.deepEqual(readFileSync(await download.path()), PNG, 'die Datei kommt unverändert an');
      await page.getByLabel('Titel des Angebots').fill('Komplettbad inklusive Fliesen');
      await page.getByLabel('Preis (EUR)').fill('12.450,00');
      await page.getByLabel('Beschreibung der Leistung').fill('Abriss, neue Leitungen, Fliesen, Sanitärobjekte und Montage.');
      await page.getByLabel('Ausführung ab').fill('12.01.2027');
      // The file is chosen with a German button; the chosen file's name stands beside it.
      await page.locator('label[for="offer-file"]', { hasText: 'Datei auswählen' }).waitFor();
      await page.getByLabel('Angebot als Datei').setInputFiles({ name: 'angebot.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.locator('#offer-file-status', { hasText: 'angebot.pdf' }).waitFor();
      await shoot(page, '06-provider-offer-form');
      await page.getByRole('button', { name: 'Angebot senden' }).click();
      await page.getByText(/Angebot Nr\. \d+:/).waitFor();
      // The provider's list of offers names the price, not only the number and the status.
      const sentOffer = page.getByTestId('lead-offer').filter({ hasText: 'Komplettbad inklusive Fliesen' });
      assert.match(await sentOffer.getByTestId('lead-offer-price').innerText(), /^12\.450,00\s€$/);
      assert.match(await sentOffer.innerText(), /Festpreis/);
      await shoot(page, '06b-provider-offer-listed');
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });

    // Provider B answers too (through the API): this offer will be declined when the customer accepts A's.
    const bLead = (await api<{ id: number; title: string }[]>(b.token, 'GET', 'api/provider/leads?tab=open&per_page=50')).find(
      (lead) => lead.title === ROUTE_NAME,
    );
    assert.ok(bLead, 'der zweite Anbieter hat den Lead');
    const form = new FormData();
    for (const [key, value] of Object.entries({
      lead_id: String(bLead.id),
      offer_name: 'Bad zum Festpreis',
      offer_content: 'Alles aus einer Hand.',
      price1: '13.900,00',
      price_type: 'fixed',
    }))
      form.append(key, value);
    const sent = await fetch(`${API_ORIGIN}/api/provider/offer`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.token}` },
      body: form,
    });
    assert.equal(sent.status, 201, 'das Angebot des zweiten Anbieters ist gesendet');
    const bOffer = ((await sent.json()) as { data: { id: number } }).data.id;

    // The customer sees the countdown and accepts A's offer.
    await inSession(suite.browser, async ({ context, page, problems }) => {
      await signIn(context, CUSTOMER, PASSWORD);
      // The bell's „Neues Angebot“ is a link to the offer: opening it shows the offer.
      await open(page, '/leads');
      await page.getByTestId('notification-bell').click();
      const fromBell = page
        .getByTestId('notification-panel')
        .getByRole('link', { name: /Neues Angebot.*Komplettbad inklusive Fliesen/ })
        .first();
      assert.match((await fromBell.getAttribute('href')) ?? '', /^\/leads\/offers\/\d+$/, 'die Benachrichtigung führt zum Angebot');
      await fromBell.click();
      await page.waitForURL(/\/leads\/offers\/\d+$/);
      await page.getByRole('heading', { level: 1, name: 'Komplettbad inklusive Fliesen' }).waitFor();
      assert.match(
        await page.getByTestId('countdown').innerText(),
        /Noch 1[34] Tage, \d+ Std\., \d+ Min\. – bis \d{2}\.\d{2}\.\d{4}, 23:59 Uhr/,
      );
      assert.equal(await page.getByRole('link', { name: /^Nachricht an / }).getAttribute('href'), `/chat?with=${a.user_id}`);
      violations.push(...(await severe(page, 'Angebot')));
      await shoot(page, '07-customer-offer');
      await page.getByRole('button', { name: 'Angebot annehmen' }).click();
      await page.getByRole('alertdialog', { name: 'Angebot verbindlich annehmen?' }).getByRole('button', { name: 'Annehmen' }).click();
      await page.getByTestId('offer-status').filter({ hasText: 'Angenommen' }).waitFor();
      await shoot(page, '08-customer-offer-accepted');
      await open(page, '/leads');
      await page.getByRole('cell', { name: ROUTE_NAME }).first().waitFor();
      violations.push(...(await severe(page, 'Meine Anfragen')));
      await shoot(page, '09-customer-inquiries');
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });
    const declined = await api<{ offer_status: string }>(b.token, 'GET', `api/offer/${bOffer}`);
    assert.equal(declined.offer_status, 'declined', 'das Angebot des zweiten Anbieters ist abgelehnt');
    // The customer gets a confirmation with the provider, the price and the next steps (the provider its own e-mail).
    const outbox = async (recipient: string) =>
      (
        (await (await fetch(`${API_ORIGIN}/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).json()) as {
          data: { subject: string; body: string }[];
        }
      ).data;
    const confirmation = (await outbox(CUSTOMER)).find((mail) => mail.subject.startsWith('Bestätigung: Angebot von'));
    assert.ok(confirmation, 'die Kundin erhält eine Bestätigung der Annahme');
    assert.match(confirmation.body, /Preis: 12\.450,00\s€ \(Festpreis\)/);
    assert.match(confirmation.body, /So geht es weiter:/);
    assert.ok(
      (await outbox(PROVIDER_A)).some((mail) => mail.subject === 'Angebot angenommen'),
      'der Anbieter erfährt von der Annahme',
    );

    // Provider A sees the lead under "Angenommen".
    await inSession(suite.browser, async ({ context, page }) => {
      await signIn(context, PROVIDER_A, PASSWORD);
      await open(page, '/leads/provider?tab=accepted');
      await page.getByRole('link', { name: ROUTE_NAME }).first().waitFor();
      await shoot(page, '10-provider-leads-accepted');
      await open(page, '/leads/calls-to-action');
      await page.getByRole('heading', { level: 1, name: 'Aktionsboxen' }).waitFor();
      await page.getByRole('button', { name: 'Neue Aktionsbox' }).first().click();
      await page.getByRole('dialog', { name: 'Neue Aktionsbox' }).waitFor();
      await shoot(page, '10a-provider-action-box-form');
    });

    // Right after the start every living world offers a seeded provider's route: its wizard opens at once (one route)
    // and the inquiry goes out.
    await inSession(suite.browser, async ({ context, page, problems }) => {
      await signIn(context, CUSTOMER, PASSWORD);
      await open(page, '/world-category/lead/dach-und-fassade');
      await page.getByRole('heading', { level: 2, name: 'Ihre Anfrage an Dachdeckerei Albrecht e.K.' }).waitFor();
      await page.getByRole('checkbox', { name: 'Dach dämmen' }).check();
      await page.getByRole('textbox', { name: 'Baujahr des Hauses' }).fill('1978');
      violations.push(...(await severe(page, 'Themenwelt mit Anbieter')));
      await shoot(page, '10b-living-world-with-provider');
      await page.getByRole('button', { name: 'Anfrage senden' }).click();
      await page.getByRole('heading', { level: 2, name: 'Vielen Dank für Ihre Anfrage!' }).waitFor();
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });

    // A visitor sorts the properties by living area and asks for a viewing; /finder is the same search.
    await inSession(suite.browser, async ({ page, problems }) => {
      await open(page, '/finder?type=haus');
      await page.waitForURL(/\/properties\?type=haus$/);
      await open(page, '/properties');
      await page.getByLabel('Sortieren nach').selectOption({ label: 'Wohnfläche (absteigend)' });
      // The first page is already listed before the sort applies: wait until the list answers the new sort.
      await page
        .waitForFunction(
          () => {
            const texts = [...document.querySelectorAll('[aria-label="Suchergebnisse"] li .facts span:nth-child(3)')].map(
              (node) => node.textContent ?? '',
            );
            const values = texts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
            return values.length === 5 && values.every((value, index) => index === 0 || values[index - 1]! >= value);
          },
          undefined,
          { timeout: 15_000 },
        )
        .catch(() => undefined);
      const areas = await page.locator('[aria-label="Suchergebnisse"] li .facts span:nth-child(3)').allInnerTexts();
      const numbers = areas.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
      assert.deepEqual(
        numbers,
        [...numbers].sort((x, y) => y - x),
        'nach Wohnfläche absteigend sortiert',
      );
      // Every seeded listing has its pictures: each card shows one.
      await page.waitForFunction(() => {
        const thumbs = [...document.querySelectorAll<HTMLImageElement>('[aria-label="Suchergebnisse"] li img')];
        return thumbs.length === 5 && thumbs.every((image) => image.complete && image.naturalWidth > 0);
      });
      violations.push(...(await severe(page, 'Immobilien')));
      await shoot(page, '11-properties-by-area');
      await page.locator('[aria-label="Suchergebnisse"] li h2 a').first().click();
      await page.getByRole('heading', { level: 2, name: 'Energieausweis (Angaben nach § 87 GEG)' }).waitFor();
      // The class follows from the value by GEG Anlage 10; the listing has its pictures.
      const energy = page.locator('[aria-labelledby="energy-title"] dl');
      const value = Number(
        (
          await energy
            .locator('dt:has-text("kWh") + dd, dt:has-text("Endenergiebedarf") + dd, dt:has-text("Energieverbrauchskennwert") + dd')
            .first()
            .innerText()
        )
          .replace(/[^\d,]/g, '')
          .replace(',', '.'),
      );
      const limits: [number, string][] = [
        [30, 'A+'],
        [50, 'A'],
        [75, 'B'],
        [100, 'C'],
        [130, 'D'],
        [160, 'E'],
        [200, 'F'],
        [250, 'G'],
      ];
      const expectedClass = limits.find(([limit]) => value < limit)?.[1] ?? 'H';
      assert.equal(
        await energy.locator('dt:has-text("Energieeffizienzklasse") + dd').innerText(),
        expectedClass,
        `Klasse zu ${value} kWh/(m²·a)`,
      );
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('img[alt*="Foto 1 von"]');
        return Boolean(image?.complete && image.naturalWidth > 0);
      });
      assert.match(await page.locator('dd').filter({ hasText: 'm²' }).first().innerText(), /^\d{1,3}(\.\d{3})*,\d{2} m²$/);
      // The price in whole euros; the certificate's kind stays one word on one line at 1280 and 375 px.
      assert.match(await page.locator('dt:has-text("Kaufpreis") + dd').innerText(), /^\d{1,3}(\.\d{3})*\s€$/);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 812 });
        const kind = energy.locator('dt:has-text("Art des Energieausweises") + dd');
        const lines = await kind.evaluate((node) =>
          Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)),
        );
        assert.equal(lines, 1, `„${await kind.innerText()}“ auf einer Zeile bei ${width} px`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await shoot(page, '11b-property-detail');
      await page.getByLabel('Name').fill('Erika Mustermann');
      await page.getByLabel('E-Mail').fill('erika@example.com');
      await page.getByLabel('Wunschtermin').fill('15.12.2026');
      await page.getByRole('button', { name: 'Besichtigung anfragen' }).click();
      await page.getByRole('status').filter({ hasText: 'Besichtigungsanfrage' }).waitFor();
      violations.push(...(await severe(page, 'Immobilie')));
      await shoot(page, '12-property-viewing-sent');
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });

    assert.deepEqual(violations, [], violations.join('\n'));
  });
});
