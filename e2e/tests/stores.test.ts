import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { API_ORIGIN } from '../src/harness/api.js';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { seriousViolations } from '../src/harness/axe.js';
import { describeProblems, screenshots, type PageProblem } from '../src/harness/browser.js';
import { answerCookieBanner, openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { api, assertNoSidewaysScroll, login, registerConfirmedCustomer, shoot as shootAt, signIn } from '../src/harness/session.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

/** Screenshots of the stores screens at 1280 px and 375 px. */
const SHOTS_DIR = process.env.STORES_SHOTS_DIR ?? '/tmp/shots/stores';
const API_AVAILABLE = process.env.E2E_API_AVAILABLE !== 'false';
const PASSWORD = 'Marktplatz2026!';
const PROVIDER_A = 'anbieter@example.com';
const PROVIDER_B = 'kuechenwelt@example.com';
const RUN = Date.now().toString(36).toUpperCase().slice(-6);
const CUSTOMER = `kundin-${RUN.toLowerCase()}@example.com`;
const STORE_OPEN = `Laden Mitte ${RUN}`;
const STORE_CLOSED = `Lager Nord ${RUN}`;

/** A real PNG of `width`×`height` px in one colour (the API checks the magic bytes; the page shows it). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The Berlin wall clock now: the hour, tomorrow and a range next month as `TT.MM.JJJJ`. */
function berlinNow() {
  const now = new Date();
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hour12: false }).format(now)) % 24;
  // German dates (TT.MM.JJJJ), as the screens take them.
  const day = (offsetDays: number) =>
    new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      new Date(now.getTime() + offsetDays * 86_400_000),
    );
  const isoDay = (offsetDays: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      new Date(now.getTime() + offsetDays * 86_400_000),
    );
  return { hour, tomorrow: day(1), tomorrowIso: isoDay(1), nextMonth: day(35), nextMonthEnd: day(39) };
}

/** Split shifts, one of them around the current Berlin hour (so the store is open now), and a slot inside a shift. */
function splitShifts(hour: number) {
  if (hour < 20) {
    return {
      shifts: [`${pad(Math.max(hour - 1, 0))}:00`, `${pad(hour + 2)}:00`, `${pad(hour + 2)}:30`, '23:30'],
      slot: `${pad(hour + 2)}:30`,
    };
  }
  return { shifts: ['06:00', '12:00', `${pad(hour - 1)}:00`, '23:59'], slot: '06:00' };
}

async function shoot(page: Page, name: string): Promise<void> {
  await shootAt(page, SHOTS_DIR, name, { scrollTop: true, afterEach: (current, width) => assertNoSidewaysScroll(current, name, width) });
  await screenshots(page, `stores-${name}`);
}

async function open(page: Page, pathAndQuery: string): Promise<void> {
  await openSite(page, `${SHELL_ORIGIN}${pathAndQuery}`);
  await waitForAreaRendered(page, 'mfe_stores');
  await answerCookieBanner(page);
}

function unexpected(problems: readonly PageProblem[]): PageProblem[] {
  // Refused input (422) is part of the journey; map tiles are not configured in the test run.
  return problems.filter(
    (problem) => !(problem.kind === 'console' && problem.url?.endsWith('/favicon.ico')) && !/\b422\b/.test(problem.text ?? ''),
  );
}

/** Clicks the entry's „Kalenderdatei (.ics)“ and answers the downloaded file's text. */
async function downloadedCalendar(page: Page, entry: ReturnType<Page['getByTestId']>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), entry.getByRole('button', { name: /^Kalenderdatei/ }).click()]);
  assert.match(download.suggestedFilename(), /^termin-\d+\.ics$/);
  const file = await download.path();
  return readFileSync(file, 'utf8');
}

async function firstIndustry(): Promise<{ id: number; name: string }> {
  const response = await fetch(`${API_ORIGIN}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ industries { id name } }' }),
  });
  const body = (await response.json()) as { data: { industries: { id: number; name: string }[] } };
  const industry = body.data.industries[0];
  assert.ok(industry, 'es gibt Branchen');
  return industry;
}

describe(
  'stores: provider search, provider page and store locations in Chromium (against the real API)',
  { skip: !API_AVAILABLE && 'ohne API' },
  () => {
    const suite = composedSiteSuite();

    test('a provider edits its page and adds a store with split times and a holiday; a customer finds it near 10115 by distance, sees open and closed stores, reports a rating and books a free appointment slot the provider confirms; both see it and download the calendar file', async () => {
      const a = await login(PROVIDER_A, PASSWORD);
      const b = await login(PROVIDER_B, PASSWORD);
      const industry = await firstIndustry();
      await api(a.token, 'POST', 'api/v2/providerIndustries', { industry_ids: [industry.id] });
      await api(b.token, 'POST', 'api/v2/providerIndustries', { industry_ids: [industry.id] });
      const infoA = await api<{ slug: string; company_name: string }>(a.token, 'GET', 'api/v2/getProviderStoreInfo');
      const infoB = await api<{ company_name: string }>(b.token, 'GET', 'api/v2/getProviderStoreInfo');
      // Provider B: one store in Schönefeld (about 17 km from 10115), always open.
      const storeB = await api<{ id: number }>(b.token, 'POST', 'api/save-store-location', {
        title: `Ausstellung Schönefeld ${RUN}`,
        street: 'Mittelstraße',
        street_number: '7',
        zipcode: '12529',
        city: 'Schönefeld',
      });
      await api(b.token, 'POST', 'api/setStoreLocationAlwaysOpen', { store_id: storeB.id, always_open: true });
      // Provider A's second store has no opening times: closed now.
      await api(a.token, 'POST', 'api/save-store-location', {
        title: STORE_CLOSED,
        street: 'Müllerstraße',
        street_number: '40',
        zipcode: '13353',
        city: 'Berlin',
        latitude: 52.5496,
        longitude: 13.3532,
      });
      const clock = berlinNow();
      const { shifts, slot } = splitShifts(clock.hour);
      const violations: string[] = [];

      // Provider A: the page (description, two gallery images, a certificate), its preview, then a store with split times.
      await inSession(suite.browser, async ({ context, page, problems }) => {
        await signIn(context, PROVIDER_A, PASSWORD);
        await open(page, '/stores/info');
        await page.getByRole('heading', { level: 1, name: 'Anbieterseite' }).waitFor();
        await page.getByLabel('Kurzvorstellung').fill('Ihr Fachgeschäft im Herzen von Berlin – Beratung, Abholung und Termine vor Ort.');
        await page
          .getByLabel('Beschreibung', { exact: true })
          .fill('Seit 1998 beraten wir Sie persönlich.\nBringen Sie gern Maße und Fotos mit – wir nehmen uns Zeit.');
        await page.locator('#info-gallery').setInputFiles([
          { name: 'laden.png', mimeType: 'image/png', buffer: png(160, 120, [46, 125, 50]) },
          { name: 'werkstatt.png', mimeType: 'image/png', buffer: png(160, 120, [21, 101, 192]) },
        ]);
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="gallery-image"]').length >= 2);
        await page.getByRole('button', { name: 'Zertifikat hinzufügen' }).click();
        await page.locator('#certificate-0-name').fill('Meisterbetrieb');
        await page.locator('#certificate-0-text').fill('Eingetragen bei der Handwerkskammer Berlin');
        await page.getByRole('button', { name: 'Anbieterseite speichern' }).click();
        await page.getByText('Ihre Anbieterseite wurde gespeichert.').first().waitFor();
        violations.push(...(await seriousViolations(page, 'Anbieterseite bearbeiten')));
        await shoot(page, '01-provider-page-editor');
        await page.getByRole('link', { name: 'Vorschau ansehen' }).click();
        await page.getByText('Vorschau: So sieht Ihre Anbieterseite für Besucher aus.').waitFor();
        await page.getByRole('heading', { level: 2, name: 'Galerie' }).waitFor();
        assert.equal(await page.locator('[aria-labelledby="provider-gallery"] img').count(), 2, 'die Vorschau zeigt zwei Galeriebilder');
        await page.getByRole('heading', { level: 3, name: 'Meisterbetrieb' }).waitFor();
        await page.getByTestId('store').filter({ hasText: STORE_CLOSED }).waitFor();
        await shoot(page, '02-provider-page-preview');

        await open(page, '/stores');
        await page.getByRole('link', { name: 'Standort hinzufügen' }).first().click();
        await page.getByLabel(/^Name des Standorts/).fill(STORE_OPEN);
        await page.getByLabel('Straße', { exact: true }).fill('Invalidenstraße');
        await page.getByLabel('Hausnummer', { exact: true }).fill('50');
        await page.getByLabel(/^Postleitzahl/).fill('10115');
        await page.getByLabel('Ort', { exact: true }).fill('Berlin');
        await page.getByLabel('Breitengrad', { exact: true }).fill('52,5317');
        await page.getByLabel('Längengrad', { exact: true }).fill('13,3847');
        await page.getByRole('button', { name: 'Standort speichern' }).click();
        await page.getByRole('heading', { level: 1, name: `Standort „${STORE_OPEN}“` }).waitFor();

        await page.getByRole('checkbox', { name: 'Terminanfragen annehmen' }).check();
        await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
        await page.getByText('Die Einstellungen wurden gespeichert.').first().waitFor();

        // Opening times: a wrong time first (German message at the field), then split shifts every day.
        const weekdays = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
        for (const day of weekdays) {
          await page.getByRole('checkbox', { name: day, exact: true }).check();
          await page.getByLabel(`${day} von`, { exact: true }).fill(shifts[0]!);
          await page.getByLabel(`${day} bis`, { exact: true }).fill(day === 'Montag' ? '25:00' : shifts[1]!);
          await page.getByLabel(`${day} zweite Schicht von`, { exact: true }).fill(shifts[2]!);
          await page.getByLabel(`${day} zweite Schicht bis`, { exact: true }).fill(shifts[3]!);
        }
        await page.getByRole('button', { name: 'Öffnungszeiten speichern' }).click();
        await page.getByText('Bitte geben Sie eine Uhrzeit im Format HH:MM zwischen 00:00 und 23:59 an.').waitFor();
        assert.equal(await page.getByLabel('Dienstag bis', { exact: true }).inputValue(), shifts[1], 'die anderen Tage bleiben');
        await shoot(page, '03-opening-times-refused');
        await page.getByLabel('Montag bis', { exact: true }).fill(shifts[1]!);
        await page.getByRole('button', { name: 'Öffnungszeiten speichern' }).click();
        await page.getByText('Die Öffnungszeiten wurden gespeichert.').first().waitFor();

        await page.getByLabel(/^Erster Tag/).fill(clock.nextMonth);
        await page.getByLabel(/^Letzter Tag/).fill(clock.nextMonthEnd);
        await page.getByLabel('Anlass', { exact: true }).fill('Betriebsferien');
        await page.getByRole('button', { name: 'Schließtag eintragen' }).click();
        await page.getByTestId('holiday').filter({ hasText: 'Betriebsferien' }).waitFor();
        violations.push(...(await seriousViolations(page, 'Standort bearbeiten')));
        await shoot(page, '04-store-times-and-holidays');
        await open(page, '/stores');
        await page.getByTestId('location').filter({ hasText: STORE_OPEN }).waitFor();
        await shoot(page, '05-store-list');
        assert.deepEqual(unexpected(problems), [], describeProblems(problems));
      });

      // The customer: search by industry and 10115 within 25 km, nearest first, the map beside the list.
      await registerConfirmedCustomer(CUSTOMER, PASSWORD, 'Lena', 'Vogel');
      await inSession(suite.browser, async ({ context, page, problems }) => {
        await signIn(context, CUSTOMER, PASSWORD);
        await open(page, '/provider-search');
        await page.getByRole('heading', { level: 1, name: 'Anbieter finden' }).waitFor();
        await page.locator('summary', { hasText: 'Branchen' }).click();
        await page.getByRole('checkbox', { name: industry.name, exact: true }).check();
        await page.getByLabel('Postleitzahl').fill('10115');
        await page.getByLabel('Umkreis').selectOption({ label: '25 km' });
        await page.getByRole('button', { name: 'Anbieter suchen' }).click();
        await page.getByTestId('result-count').filter({ hasText: 'im Umkreis von 25 km um 10115' }).waitFor();
        await page.getByLabel('Sortieren nach').selectOption({ label: 'Entfernung (nächste)' });
        const cardA = page.locator(`[data-testid="provider-card"][data-provider="${infoA.slug}"]`);
        await cardA.waitFor();
        await page.getByTestId('provider-card').filter({ hasText: infoB.company_name }).waitFor();
        const names = await page.locator('[data-testid="provider-card"] h2').allInnerTexts();
        assert.ok(names.indexOf(infoA.company_name) < names.indexOf(infoB.company_name), `nächste zuerst: ${names.join(', ')}`);
        assert.match(await cardA.getByTestId('distance').innerText(), /km entfernt$/);
        assert.match(
          await page.getByTestId('provider-card').filter({ hasText: infoB.company_name }).getByTestId('distance').innerText(),
          /^1\d,\d km entfernt$/,
        );
        await page.locator('[data-testid="provider-map"] path.leaflet-interactive').nth(1).waitFor();
        violations.push(...(await seriousViolations(page, 'Anbietersuche')));
        await shoot(page, '06-search-by-distance');

        // „Jetzt geöffnet“: B's store is closed now (no longer always open, no times) — its card goes, A's open store stays.
        await api(b.token, 'POST', 'api/setStoreLocationAlwaysOpen', { store_id: storeB.id, always_open: false });
        // The filters are kept for the session: a reload searches again with them.
        await page.reload();
        await waitForAreaRendered(page, 'mfe_stores');
        const cardB = page.getByTestId('provider-card').filter({ hasText: infoB.company_name });
        await cardB.getByText('Geschlossen').first().waitFor();
        await page.getByRole('checkbox', { name: 'Jetzt geöffnet' }).check();
        await page.getByTestId('result-count').filter({ hasText: 'im Umkreis von 25 km um 10115, jetzt geöffnet' }).waitFor();
        await cardB.waitFor({ state: 'detached' });
        await cardA.getByText('Jetzt geöffnet').first().waitFor();
        assert.ok(
          (await page.locator('[data-testid="provider-card"]').allInnerTexts()).every((text) => !text.includes('Geschlossen')),
          'mit „Jetzt geöffnet“ zeigt keine Karte einen geschlossenen Standort',
        );
        violations.push(...(await seriousViolations(page, 'Anbietersuche jetzt geöffnet')));
        await shoot(page, '06b-search-open-now');
        await page.getByRole('checkbox', { name: 'Jetzt geöffnet' }).uncheck();
        await cardB.waitFor();
        await api(b.token, 'POST', 'api/setStoreLocationAlwaysOpen', { store_id: storeB.id, always_open: true });

        await cardA.getByRole('link', { name: infoA.company_name }).click();
        await page.getByRole('heading', { level: 1, name: infoA.company_name }).waitFor();
        const openStore = page.getByTestId('store').filter({ hasText: STORE_OPEN });
        const closedStore = page.getByTestId('store').filter({ hasText: STORE_CLOSED });
        await openStore
          .getByTestId('open-state')
          .filter({ hasText: /^Jetzt geöffnet/ })
          .waitFor();
        await closedStore
          .getByTestId('open-state')
          .filter({ hasText: /^Geschlossen/ })
          .waitFor();
        await openStore.getByText('Betriebsferien', { exact: false }).waitFor();
        violations.push(...(await seriousViolations(page, 'Anbieterseite')));
        await shoot(page, '07-provider-page');

        // Report a rating (once per user and rating).
        const rating = page.getByTestId('rating').first();
        await rating.waitFor();
        await rating.getByRole('button', { name: 'Melden' }).click();
        const report = page.getByRole('dialog', { name: 'Bewertung melden' });
        await report.getByLabel(/^Grund/).selectOption({ index: 1 });
        await report.getByLabel('Beschreibung').fill('Die Bewertung enthält Werbung für einen anderen Shop.');
        await report.getByRole('button', { name: 'Meldung senden' }).click();
        await report.getByRole('status').waitFor();
        await shoot(page, '08-rating-reported');
        await report.getByRole('button', { name: 'Dialog schließen' }).click();

        // Request an appointment at the open store: pick tomorrow, then one of its free slots (no typing).
        await openStore.getByRole('button', { name: 'Termin anfragen' }).click();
        const dialog = page.getByRole('dialog', { name: `Termin anfragen – ${STORE_OPEN}` });
        await dialog.getByLabel(/^Tag/).fill(clock.tomorrowIso);
        const slots = dialog.getByRole('group', { name: /^Freie Uhrzeiten am / });
        await slots.waitFor();
        assert.ok((await slots.getByRole('radio').count()) > 1, 'der Tag bietet mehrere freie Uhrzeiten');
        await slots.locator('label', { hasText: `${slot} Uhr` }).click();
        assert.equal(await slots.getByRole('radio', { name: `${slot} Uhr` }).isChecked(), true, 'die gewählte Uhrzeit ist markiert');
        await dialog.getByLabel(/^Ihre Nachricht/).fill('Ich möchte mich zu einem neuen Regal beraten lassen.');
        violations.push(...(await seriousViolations(page, 'Terminanfrage')));
        await shoot(page, '09-appointment-form');
        await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
        await dialog.getByRole('status').filter({ hasText: 'Terminanfrage wurde gesendet' }).waitFor();
        await shoot(page, '10-appointment-sent');
        await dialog.getByRole('button', { name: 'Dialog schließen' }).click();

        // The booked slot is no longer offered to anyone.
        await openStore.getByRole('button', { name: 'Termin anfragen' }).click();
        await dialog.getByLabel(/^Tag/).fill(clock.tomorrowIso);
        await slots.waitFor();
        assert.equal(await slots.getByRole('radio', { name: `${slot} Uhr` }).count(), 0, 'die angefragte Uhrzeit ist nicht mehr frei');
        await dialog.getByRole('button', { name: 'Dialog schließen' }).click();

        // „Meine Termine“ from the account menu: the request, waiting for the provider.
        const menuLink = page.getByRole('link', { name: 'Meine Termine' }).first();
        if (await menuLink.isVisible()) await menuLink.click();
        else await open(page, '/stores/appointments');
        await page.getByRole('heading', { level: 1, name: 'Meine Termine' }).waitFor();
        const mine = page.getByTestId('appointment').filter({ hasText: STORE_OPEN }).first();
        await mine.getByText('Angefragt').waitFor();
        await mine.getByText(`${slot} Uhr`).waitFor();
        violations.push(...(await seriousViolations(page, 'Meine Termine')));
        await shoot(page, '10b-my-appointments-requested');
        assert.deepEqual(unexpected(problems), [], describeProblems(problems));
      });

      // Provider A confirms the request.
      await inSession(suite.browser, async ({ context, page, problems }) => {
        await signIn(context, PROVIDER_A, PASSWORD);
        await open(page, '/stores/appointments');
        const entry = page.getByTestId('appointment').filter({ hasText: STORE_OPEN }).first();
        await entry.waitFor();
        await entry.getByRole('button', { name: 'Andere Zeit vorschlagen' }).waitFor();
        await shoot(page, '11a-provider-appointments-requested');
        await entry.getByRole('button', { name: 'Bestätigen' }).click();
        await entry.getByText('Bestätigt').waitFor();
        violations.push(...(await seriousViolations(page, 'Terminanfragen')));
        await shoot(page, '11-appointment-confirmed');
        const ics = await downloadedCalendar(page, entry);
        assert.match(ics, /^BEGIN:VCALENDAR\r\n/, 'die Kalenderdatei hat CRLF-Zeilen');
        assert.match(ics, /BEGIN:VEVENT\r\n[\s\S]*UID:termin-\d+@[\s\S]*DTSTART:\d{8}T\d{6}Z[\s\S]*END:VEVENT/);
        assert.match(ics, /SUMMARY:Termin mit /, 'die Datei des Anbieters nennt die Kundin');
        assert.deepEqual(unexpected(problems), [], describeProblems(problems));
      });

      // The customer sees the confirmation in „Meine Termine“ and downloads the calendar file.
      await inSession(suite.browser, async ({ context, page, problems }) => {
        await signIn(context, CUSTOMER, PASSWORD);
        await open(page, '/stores/appointments');
        const mine = page.getByTestId('appointment').filter({ hasText: STORE_OPEN }).first();
        await mine.getByText('Bestätigt').waitFor();
        const ics = await downloadedCalendar(page, mine);
        assert.match(ics, /SUMMARY:Termin bei /, 'die Datei der Kundin nennt den Anbieter');
        await shoot(page, '12-my-appointments-confirmed');
        assert.deepEqual(unexpected(problems), [], describeProblems(problems));
      });

      assert.deepEqual(violations, [], violations.join('\n'));
    });
  },
);
