import type { AppConfig, OperatorSettings } from '../../config';

/**
 * The operator's data, given once as settings (`OPERATOR_*`, README "Operator settings"), in the forms the legal
 * pages, the footer and e-mails use.
 */

/**
 * The visitor's note on pages, the footer and e-mails while the operator data are the demo's (never in production,
 * which does not start without them). Neutral: what to configure goes to the server log at start, not to visitors.
 */
export const DEMO_NOTICE = 'Demo-Betreiber: Die Angaben zum Betreiber sind Beispieldaten für die Vorführung.';
/** The mark after the operator's name in the footer while the data are the demo's. */
export const DEMO_MARK = '(Demo-Betreiber)';

export function operatorName(operator: OperatorSettings): string {
  const name = operator.companyName;
  return operator.legalForm && !name.endsWith(operator.legalForm) ? `${name} ${operator.legalForm}` : name;
}

export function operatorAddress(operator: OperatorSettings): string {
  return [operator.street, [operator.postalCode, operator.city].filter(Boolean).join(' '), operator.country].filter(Boolean).join(', ');
}

/** § 36 VSBG: the statement on consumer dispute resolution (no link to the EU ODR platform: shut down in July 2025). */
export function disputeStatement(operator: OperatorSettings): string {
  switch (operator.dispute.participation) {
    case 'obliged':
      return `Wir sind verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Zuständig ist: ${operator.dispute.board}.`;
    case 'willing':
      return `Wir sind bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Zuständig ist: ${operator.dispute.board}.`;
    default:
      return 'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.';
  }
}

/** The footer of every e-mail the operator sends: who sends it (§ 5 DDG data in short). */
export function emailFooter(config: AppConfig): string {
  const operator = config.operator;
  const lines = [
    '--',
    operatorName(operator),
    operatorAddress(operator),
    operator.representatives.length > 0 ? `Vertreten durch: ${operator.representatives.join(', ')}` : '',
    [operator.registerCourt, operator.registerNumber].filter(Boolean).join(', '),
    operator.vatId ? `USt-IdNr.: ${operator.vatId}` : '',
    `Kontakt: ${operator.email}${operator.phone ? `, ${operator.phone}` : ''}`,
    `Impressum: ${config.publicWebUrl}/page/impressum`,
    operator.demo ? DEMO_NOTICE : '',
  ];
  return lines.filter(Boolean).join('\n');
}

const CONFORMANCE_TEXT = {
  full: 'Der Marktplatz ist vollständig mit den Anforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG), der WCAG 2.1 (Stufe AA) und der Norm EN 301 549 vereinbar.',
  partial:
    'Der Marktplatz ist teilweise mit den Anforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG), der WCAG 2.1 (Stufe AA) und der Norm EN 301 549 vereinbar. Die unten genannten Inhalte sind noch nicht barrierefrei.',
  none: 'Der Marktplatz ist noch nicht mit den Anforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG) vereinbar. Die bekannten Mängel und ihre Behebung sind unten aufgeführt.',
} as const;

function germanDate(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? isoDate
    : date.toLocaleDateString('de-DE', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' });
}

/** The values of the `{{…}}` tokens in the seeded legal pages. */
export function operatorTokens(config: AppConfig): Record<string, string> {
  const operator = config.operator;
  // Only outside production (which refuses to start without these settings) and with OPERATOR_NAME but not the rest.
  const missing = '–';
  const section = (title: string, body: string) => (body ? `\n## ${title}\n\n${body}\n` : '');
  return {
    betreiber: operatorName(operator),
    anschrift: operatorAddress(operator),
    anschrift_zeilen: [operator.street, [operator.postalCode, operator.city].filter(Boolean).join(' '), operator.country]
      .filter(Boolean)
      .join('\n'),
    vertreten_durch: operator.representatives.length > 0 ? `${operator.representatives.join(', ')} (Geschäftsführung)` : missing,
    telefon: operator.phone || missing,
    email: operator.email || missing,
    datenschutz_email: operator.privacyEmail || operator.email || missing,
    registergericht: operator.registerCourt || missing,
    registernummer: operator.registerNumber || missing,
    ust_id: operator.vatId || missing,
    aufsicht_abschnitt: section('Zuständige Aufsichtsbehörde', operator.supervisoryAuthority),
    verantwortlich_abschnitt: section(
      'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      operator.contentResponsible ? `${operator.contentResponsible}, ${operatorAddress(operator)}` : '',
    ),
    streitbeilegung: disputeStatement(operator),
    barrierefreiheit_stand: germanDate(operator.accessibility.reviewedOn),
    barrierefreiheit_konformitaet: CONFORMANCE_TEXT[operator.accessibility.conformance],
    barrierefreiheit_luecken:
      operator.accessibility.knownGaps.length > 0
        ? operator.accessibility.knownGaps.map((gap) => `- ${gap}`).join('\n')
        : 'Es sind keine nicht barrierefreien Inhalte bekannt.',
    barrierefreiheit_kontakt: operator.accessibility.contactEmail || operator.email || missing,
    marktueberwachung: operator.accessibility.marketSurveillance,
  };
}

/** Replaces the `{{token}}` placeholders of a legal text with the operator's settings (unknown tokens stay). */
export function fillOperatorData(text: string, config: AppConfig): string {
  const tokens = operatorTokens(config);
  return text.replace(/\{\{([a-z_]+)\}\}/g, (whole, name: string) => tokens[name] ?? whole);
}
