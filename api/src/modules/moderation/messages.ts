import type {
  ComplainantRole,
  ComplaintOutcome,
  ComplaintStatus,
  ModerationAction,
  ModerationCategory,
  ModerationGround,
  ModerationGroundDetail,
  ModerationSource,
  ModerationStatus,
  ModerationTargetType,
} from '../../db/schema/moderation';

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
  conversation: 'Chat-Unterhaltung',
};

export const SOURCE_LABELS: Record<ModerationSource, string> = {
  notice: 'Meldung (Formular)',
  chat_report: 'Gemeldete Unterhaltung',
  own_initiative: 'Eigene Prüfung',
};

/** The category column of a case without a notice category. */
export const NO_CATEGORY_LABELS: Record<ModerationSource, string> = {
  notice: 'Ohne Angabe',
  chat_report: 'Meldung aus dem Chat',
  own_initiative: 'Eigene Prüfung des Betreibers',
};

/** Which action fits which content. */
export const ACTION_TARGETS: Record<ModerationAction, readonly ModerationTargetType[]> = {
  content_removed: ['product', 'review', 'conversation'],
  content_disabled: ['product', 'review', 'provider', 'conversation'],
  visibility_restricted: ['product', 'review'],
  account_suspended: ['provider'],
};

/** Short labels of the actions for lists and selects (the e-mails use {@link ACTION_LABELS}). */
export const ACTION_SHORT_LABELS: Record<ModerationAction, string> = {
  content_removed: 'Inhalt entfernt',
  content_disabled: 'Zugang gesperrt',
  visibility_restricted: 'Sichtbarkeit eingeschränkt',
  account_suspended: 'Anbieterkonto gesperrt',
};

export const GROUND_SHORT_LABELS: Record<ModerationGround, string> = {
  illegal: 'Rechtswidriger Inhalt',
  terms: 'Verstoß gegen die AGB',
};

export const GROUND_DETAILS: Record<ModerationGroundDetail, { label: string; ground: ModerationGround }> = {
  copyright: { label: 'Urheberrecht', ground: 'illegal' },
  trademark: { label: 'Markenrecht', ground: 'illegal' },
  unfair_competition: { label: 'Wettbewerbsrecht (UWG)', ground: 'illegal' },
  consumer_protection: { label: 'Verbraucherschutz', ground: 'illegal' },
  product_safety: { label: 'Produktsicherheit', ground: 'illegal' },
  youth_protection: { label: 'Jugendschutz', ground: 'illegal' },
  personality_rights: { label: 'Persönlichkeitsrecht', ground: 'illegal' },
  fraud: { label: 'Betrug', ground: 'illegal' },
  other_statutory: { label: 'Sonstiges gesetzliches Verbot', ground: 'illegal' },
  terms_prohibited_products: { label: 'AGB: verbotene Produkte', ground: 'terms' },
  terms_misleading: { label: 'AGB: irreführende Angaben', ground: 'terms' },
  terms_fake_reviews: { label: 'AGB: gefälschte Bewertungen', ground: 'terms' },
  terms_spam: { label: 'AGB: Spam', ground: 'terms' },
  terms_harassment: { label: 'AGB: Belästigung', ground: 'terms' },
  terms_other: { label: 'Sonstiger AGB-Verstoß', ground: 'terms' },
};

export const COMPLAINANT_ROLE_LABELS: Record<ComplainantRole, string> = {
  affected: 'Betroffene Person',
  reporter: 'Meldende Person',
};

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Offen',
  decided: 'Entschieden',
};

export const COMPLAINT_OUTCOME_LABELS: Record<ComplaintOutcome, string> = {
  upheld: 'Entscheidung bestätigt',
  reversed: 'Entscheidung aufgehoben',
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
  account_suspended:
    'Ihr Anbieterkonto wurde gesperrt: Ihre Produkte, Anfragestrecken und Ihre Anbieterseite sind nicht mehr öffentlich, neue Bestellungen, Anfragen und Essensbestellungen sind nicht möglich. Bereits aufgegebene Bestellungen erfüllen Sie weiterhin.',
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
  actionNotForTarget: 'Diese Maßnahme passt nicht zu diesem Inhalt.',
  groundDetailMismatch: 'Der konkrete Grund gehört nicht zur gewählten Grundlage.',
  suspensionOnlyThroughSuspend: 'Ein Anbieterkonto sperren Sie über „Anbieter sperren“ (mit Begründung nach Art. 17 DSA).',
  roleNotAllowed: 'Ihre Rolle erlaubt diese Aktion nicht.',
  alreadySuspended: 'Dieser Anbieter ist bereits gesperrt.',
  notSuspended: 'Dieser Anbieter ist nicht gesperrt.',
  providerNotFound: 'Der Anbieter wurde nicht gefunden.',
  suspended: 'Der Anbieter ist gesperrt; die Begründung wurde ihm gesendet.',
  reinstated: 'Die Sperre ist aufgehoben.',
  complaintNotFound: 'Die Beschwerde wurde nicht gefunden.',
  complaintDecided: 'Über diese Beschwerde wurde bereits entschieden.',
  complaintSamePerson: 'Über eine Beschwerde entscheidet eine andere Person als die, die zuerst entschieden hat.',
  complaintTextShort: 'Bitte begründen Sie Ihre Beschwerde (mindestens 20 Zeichen).',
  complaintTooLate: 'Die Frist für eine Beschwerde (sechs Monate ab der Entscheidung) ist abgelaufen.',
  complaintNotConcerned: 'Gegen diese Entscheidung können Sie keine Beschwerde einlegen.',
  complaintAlready: 'Sie haben gegen diese Entscheidung bereits Beschwerde eingelegt.',
  complaintNotDecided: 'Über diesen Fall ist noch nicht entschieden.',
  complaintLinkInvalid: 'Der Link ist ungültig. Bitte verwenden Sie den Link aus unserer E-Mail.',
  complaintReceived:
    'Ihre Beschwerde ist eingegangen. Eine andere Person als die, die zuerst entschieden hat, prüft sie; Sie erhalten das Ergebnis per E-Mail.',
  complaintTooMany: 'Sie haben in kurzer Zeit viele Beschwerden gesendet. Bitte versuchen Sie es in einer Stunde erneut.',
  complaintDecidedMessage: 'Die Entscheidung über die Beschwerde wurde gespeichert und mitgeteilt.',
};
