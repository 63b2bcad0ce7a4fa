import type { ModerationAction, ModerationCategory, ModerationGround, ModerationStatus, ModerationTargetType } from '../../db/schema';

export const CATEGORY_LABELS: Record<ModerationCategory, string> = {
  unsafe_product: 'Gefährliches, verbotenes oder nicht verkehrsfähiges Produkt',
  intellectual_property: 'Verletzung von Marken-, Urheber- oder anderen Schutzrechten',
  fraud: 'Betrug oder irreführende Angaben',
  illegal_hate_speech: 'Rechtswidrige Hassrede, Beleidigung oder Gewaltaufruf',
  privacy: 'Verletzung von Datenschutz oder Persönlichkeitsrechten',
  protection_of_minors: 'Verstoß gegen den Jugendschutz',
  child_sexual_abuse: 'Darstellung sexuellen Missbrauchs von Kindern',
  other_illegal: 'Sonstiger Rechtsverstoß',
};

/** Art. 16 (2) c DSA: name and e-mail may be left out only for offences of Art. 3–7 of Directive 2011/93/EU. */
export const ANONYMOUS_CATEGORIES: readonly ModerationCategory[] = ['child_sexual_abuse'];

export const TARGET_LABELS: Record<ModerationTargetType, string> = {
  product: 'Produkt',
  provider: 'Anbieterseite',
  review: 'Bewertung',
};

export const STATUS_LABELS: Record<ModerationStatus, string> = {
  received: 'Eingegangen',
  in_review: 'In Prüfung',
  action_taken: 'Maßnahme ergriffen',
  no_action: 'Keine Maßnahme',
};

export const ACTION_LABELS: Record<ModerationAction, string> = {
  content_removed: 'Der Inhalt wurde entfernt.',
  content_disabled: 'Der Zugang zum Inhalt wurde gesperrt.',
  visibility_restricted: 'Die Sichtbarkeit des Inhalts wurde eingeschränkt.',
};

export const GROUND_LABELS: Record<ModerationGround, string> = {
  illegal: 'Der Inhalt ist nach unserer Prüfung rechtswidrig',
  terms: 'Der Inhalt ist mit unseren Allgemeinen Geschäftsbedingungen nicht vereinbar',
};

export const MESSAGES = {
  received: 'Vielen Dank. Ihre Meldung ist eingegangen; wir prüfen sie zügig.',
  receivedWithReceipt: (email: string) =>
    `Vielen Dank. Ihre Meldung ist eingegangen; eine Eingangsbestätigung haben wir an ${email} gesendet.`,
  targetNotFound: 'Der gemeldete Inhalt wurde nicht gefunden.',
  reportNotFound: 'Die Meldung wurde nicht gefunden.',
  nameRequired: 'Bitte geben Sie Ihren Namen an.',
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  goodFaith: 'Bitte bestätigen Sie, dass Ihre Angaben nach bestem Wissen richtig und vollständig sind.',
  explanationShort: 'Bitte begründen Sie Ihre Meldung (mindestens 20 Zeichen): Warum ist der Inhalt rechtswidrig?',
  tooMany: 'Sie haben in kurzer Zeit viele Meldungen gesendet. Bitte versuchen Sie es in einer Stunde erneut.',
  alreadyDecided: 'Über diese Meldung wurde bereits entschieden.',
  actionRequired: 'Bitte geben Sie die ergriffene Maßnahme an.',
  groundRequired: 'Bitte geben Sie die Grundlage der Entscheidung an (rechtswidrig oder AGB-Verstoß).',
  reasonRequired: 'Bitte begründen Sie die Entscheidung (mindestens 20 Zeichen).',
  actorRequired: 'Bitte geben Sie an, wer entscheidet.',
  reviewStarted: 'Die Meldung ist in Prüfung.',
  decided: 'Die Entscheidung wurde gespeichert und mitgeteilt.',
};
