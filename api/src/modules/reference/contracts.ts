export interface ContractContentSeed {
  key: string;
  title: string;
  content: string;
  version: string;
  validFrom: string;
}

/** Contract documents shown at registration and checkout (demo wording; the operator's lawyers own the text). */
export const CONTRACT_CONTENTS: readonly ContractContentSeed[] = [
  {
    key: 'terms_customer',
    title: 'Allgemeine Geschäftsbedingungen für Kunden',
    version: '2.1',
    validFrom: '2026-01-01',
    content: [
      '§ 1 Geltungsbereich: Diese Bedingungen gelten für die Nutzung des Marktplatzes durch Verbraucherinnen und Verbraucher sowie Unternehmen als Käufer.',
      '§ 2 Vertragspartner: Kaufverträge kommen zwischen Ihnen und dem jeweiligen Anbieter zustande. Die Marktplatz GmbH stellt die Plattform bereit und ist nicht Verkäuferin.',
      '§ 3 Vertragsschluss: Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab. Der Vertrag kommt mit der Bestellbestätigung des Anbieters zustande.',
      '§ 4 Preise und Zahlung: Alle Preise enthalten die gesetzliche Umsatzsteuer. Versandkosten werden vor Abschluss der Bestellung angezeigt.',
      '§ 5 Widerrufsrecht: Verbraucherinnen und Verbrauchern steht ein gesetzliches Widerrufsrecht zu; Einzelheiten enthält die Widerrufsbelehrung.',
    ].join('\n\n'),
  },
  {
    key: 'terms_provider',
    title: 'Allgemeine Geschäftsbedingungen für Anbieter',
    version: '3.0',
    validFrom: '2026-01-01',
    content: [
      '§ 1 Gegenstand: Die Marktplatz GmbH stellt Anbietern eine Plattform zur Präsentation und zum Verkauf ihrer Waren und Leistungen bereit.',
      '§ 2 Registrierung: Anbieter müssen Unternehmer im Sinne des § 14 BGB sein und bei der Registrierung wahrheitsgemäße Angaben zu Firma, Rechtsform und Anschrift machen.',
      '§ 3 Pflichten des Anbieters: Der Anbieter hält die gesetzlichen Informationspflichten ein, insbesondere Impressum, Widerrufsbelehrung und Grundpreisangaben.',
      '§ 4 Entgelte: Es gelten die Preise des gewählten Pakets. Rechnungen werden monatlich elektronisch gestellt.',
      '§ 5 Laufzeit und Kündigung: Der Vertrag läuft auf unbestimmte Zeit und kann mit einer Frist von einem Monat zum Monatsende gekündigt werden.',
    ].join('\n\n'),
  },
  {
    key: 'data_processing',
    title: 'Vereinbarung zur Auftragsverarbeitung',
    version: '1.2',
    validFrom: '2025-07-01',
    content: [
      'Diese Vereinbarung regelt die Verarbeitung personenbezogener Daten durch die Marktplatz GmbH im Auftrag des Anbieters nach Art. 28 DSGVO.',
      'Gegenstand sind die Bestell-, Kontakt- und Anfragedaten der Kunden des Anbieters. Die Verarbeitung erfolgt ausschließlich auf dokumentierte Weisung des Anbieters.',
      'Die technischen und organisatorischen Maßnahmen sind in Anlage 1 beschrieben. Unterauftragsverarbeiter werden dem Anbieter vorab mitgeteilt.',
    ].join('\n\n'),
  },
  {
    key: 'privacy',
    title: 'Datenschutzerklärung',
    version: '4.0',
    validFrom: '2026-01-01',
    content: [
      'Verantwortlich für die Datenverarbeitung auf dem Marktplatz ist die Marktplatz GmbH, Chausseestraße 20, 10115 Berlin.',
      'Wir verarbeiten Ihre Daten zur Durchführung von Bestellungen, zur Bearbeitung von Anfragen und, soweit Sie eingewilligt haben, für Statistik und Marketing.',
      'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, sich bei einer Aufsichtsbehörde zu beschweren.',
    ].join('\n\n'),
  },
  {
    key: 'withdrawal',
    title: 'Widerrufsbelehrung',
    version: '2.0',
    validFrom: '2025-01-01',
    content: [
      'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
      'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben.',
      'Um Ihr Widerrufsrecht auszuüben, müssen Sie den Anbieter mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss informieren.',
    ].join('\n\n'),
  },
];
