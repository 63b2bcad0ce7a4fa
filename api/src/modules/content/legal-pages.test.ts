import { loadConfig } from '../../config';
import type { TestContext } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { testConfig } from '../../../test/template';
import { OPERATOR_IMPRINT_ENV } from '../../../test/fixtures/operator';
import { DEMO_NOTICE, disputeStatement, emailFooter } from './operator';

const SLUGS = ['impressum', 'datenschutz', 'agb', 'widerrufsbelehrung', 'cookie-richtlinie', 'barrierefreiheit'];

interface Page {
  subtitle: string | null;
  is_template: boolean;
  content: string;
  withdrawal_form: { recipient: string } | null;
}

const OPERATOR_ENV = {
  ...OPERATOR_IMPRINT_ENV,
  OPERATOR_DISPUTE_RESOLUTION: 'willing',
  ACCESSIBILITY_CONFORMANCE: 'full',
  ACCESSIBILITY_KNOWN_GAPS: 'Videos der Anbieter haben noch keine Untertitel.',
  ACCESSIBILITY_CONTACT_EMAIL: 'barrierefrei@handelshaus.example',
};

function configured() {
  const { operator } = loadConfig({ NODE_ENV: 'test', ...OPERATOR_ENV });
  return operator;
}

async function page(context: TestContext, slug: string): Promise<Page> {
  const response = await context.app.inject({ method: 'GET', url: `/api/pagedata/${slug}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Page }).data;
}

describe('legal pages from the operator settings', () => {
  describe('without operator settings (npm start)', () => {
    const suite = testSuite();

    it('shows demo values marked „Demo-Betreiber“ and never brackets, placeholders or configuration hints on any legal page', async () => {
      for (const slug of SLUGS) {
        const data = await page(suite.context, slug);
        expect(data.content).not.toMatch(/\[[^\]]*\]/);
        expect(data.content).not.toContain('{{');
        expect(JSON.stringify(data)).not.toMatch(/OPERATOR_|Konfiguration ein|\.env\b|Einstellungen\)/);
      }
      const imprint = await page(suite.context, 'impressum');
      expect(imprint.subtitle).toBe('Demo-Betreiber: Die Angaben zum Betreiber sind Beispieldaten für die Vorführung.');
      expect(imprint.is_template).toBe(true);
      expect(imprint.content).toContain('Marktplatz Demo GmbH');
      expect(imprint.content).toContain('HRB 00000 (Demo)');
      expect(imprint.content).not.toContain('ec.europa.eu/consumers/odr');
      expect(imprint.content).toContain('Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren');
    });

    it('layoutData carries the operator contact (marked as demo data) and the § 36 VSBG statement', async () => {
      const response = await suite.context.app.inject({ method: 'GET', url: '/layoutData' });
      const { data } = response.json() as { data: { contact: Record<string, string>; dispute_statement: string; operator_demo: boolean } };
      expect(data.contact.company).toBe('Marktplatz Demo GmbH (Demo-Betreiber)');
      expect(JSON.stringify(data)).not.toMatch(/OPERATOR_|Konfiguration ein/);
      expect(data.contact.hours).toBe('Mo–Fr 9–18 Uhr');
      expect(data.operator_demo).toBe(true);
      expect(data.dispute_statement).toContain('Verbraucherschlichtungsstelle');
    });
  });

  describe('with operator settings', () => {
    const suite = testSuite({ config: { operator: configured() } });

    it('the imprint (§ 5 DDG) shows the configured company data and no demo marking', async () => {
      const imprint = await page(suite.context, 'impressum');
      expect(imprint.is_template).toBe(false);
      expect(imprint.subtitle).toBeNull();
      for (const text of [
        'Kasseler Handelshaus GmbH',
        'Königsplatz 12',
        '34117 Kassel',
        'Anna Weber, Jonas Richter',
        'Amtsgericht Kassel',
        'HRB 18493',
        'DE298765432',
        '+49 561 123456',
        'kontakt@handelshaus.example',
      ]) {
        expect(imprint.content).toContain(text);
      }
      expect(imprint.content).not.toContain('Demo');
      expect(imprint.content).toContain(
        'Wir sind bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
      );
    });

    it('privacy policy, terms and withdrawal information name the operator; the withdrawal form is addressed to it', async () => {
      expect((await page(suite.context, 'datenschutz')).content).toContain(
        'Kasseler Handelshaus GmbH, Königsplatz 12, 34117 Kassel, Deutschland',
      );
      const terms = await page(suite.context, 'agb');
      expect(terms.content).toContain('Kasseler Handelshaus GmbH');
      expect(terms.content).toContain('§ 12 Verbraucherstreitbeilegung');
      expect(terms.content).toContain('niedrigste Preis der letzten 30 Tage');
      const withdrawal = await page(suite.context, 'widerrufsbelehrung');
      expect(withdrawal.content).toContain('Telefon: +49 561 123456, E-Mail: kontakt@handelshaus.example');
      expect(withdrawal.withdrawal_form?.recipient).toBe(
        'An Kasseler Handelshaus GmbH, Königsplatz 12, 34117 Kassel, Deutschland, E-Mail: kontakt@handelshaus.example',
      );
    });

    it('the accessibility statement states conformance, known gaps and the contact from the settings', async () => {
      const statement = await page(suite.context, 'barrierefreiheit');
      expect(statement.content).toContain('vollständig mit den Anforderungen des Barrierefreiheitsstärkungsgesetzes');
      expect(statement.content).toContain('- Videos der Anbieter haben noch keine Untertitel.');
      expect(statement.content).toContain('barrierefrei@handelshaus.example');
      expect(statement.content).toContain('25. November 2026');
    });
  });

  it('the § 36 VSBG statement follows the setting and never links the EU ODR platform', () => {
    const base = configured();
    expect(disputeStatement({ ...base, dispute: { ...base.dispute, participation: 'obliged' } })).toMatch(
      /^Wir sind verpflichtet, .*Universalschlichtungsstelle/,
    );
    expect(disputeStatement({ ...base, dispute: { ...base.dispute, participation: 'not_willing' } })).not.toContain(
      'Universalschlichtungsstelle',
    );
    for (const participation of ['obliged', 'willing', 'not_willing'] as const) {
      expect(disputeStatement({ ...base, dispute: { ...base.dispute, participation } })).not.toMatch(/odr|ec\.europa/i);
    }
  });

  it('e-mails end with the operator data and the imprint link', () => {
    const footer = emailFooter({ ...testConfig(), operator: configured() });
    expect(footer).toContain('Kasseler Handelshaus GmbH');
    expect(footer).toContain('USt-IdNr.: DE298765432');
    expect(footer).toContain('Impressum: http://127.0.0.1:3000/page/impressum');
    expect(footer).not.toContain('Beispieldaten');
    expect(footer).not.toContain('Demo-Betreiber');
  });

  it('demo e-mails are marked „Demo-Betreiber“ without a configuration hint', () => {
    const footer = emailFooter(testConfig());
    expect(footer).toContain(DEMO_NOTICE);
    expect(footer).not.toMatch(/OPERATOR_|Konfiguration ein|\.env\b/);
  });

  it('refuses an unknown dispute-resolution setting at start', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', OPERATOR_DISPUTE_RESOLUTION: 'vielleicht' })).toThrow(
      'OPERATOR_DISPUTE_RESOLUTION muss eine von not_willing, willing, obliged sein.',
    );
  });
});
