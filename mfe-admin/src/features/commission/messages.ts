import { berlinClock, germanCalendarDay } from '@marktplatz/shared';
import type { CommissionRule, RuleScope, RuleType } from './api/types';

/** A calendar day `2026-12-05` → `05.12.2026`, „–“ without one. */
export const day = (value: string | null | undefined) => (value ? germanCalendarDay(value) : '–');

/** Today in Berlin as `YYYY-MM-DD` (the server's day for „valid from“). */
export function berlinToday(now: Date = new Date()): string {
  const clock = berlinClock(now);
  return `${clock.year}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;
}

/** What a rule (or a new one) applies to, for lists and the confirmation. */
export interface RuleTarget {
  scope: RuleScope;
  type?: RuleType | null;
  typeLabel?: string | null;
  categoryName?: string | null;
  providerName?: string | null;
}

const PERCENT = /^(\d{1,3})(?:[.,](\d+))?$/;

/**
 * German percent input („12,5“, „12,50 %“, „7“) → the normalised German text to send („12,5“), or the message why not.
 * The server checks the same (0–100, at most two decimals) and answers with the same text.
 */
export function parsePercent(input: string): { ok: true; text: string; value: number } | { ok: false; message: string } {
  const trimmed = input.trim().replace(/\s*%$/, '');
  if (trimmed === '') return { ok: false, message: commissionMessages.form.percentRequired };
  const match = PERCENT.exec(trimmed);
  if (!match) return { ok: false, message: commissionMessages.form.percentInvalid };
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  const value = Number(`${whole}.${fraction || '0'}`);
  if (fraction.length > 2 || value > 100) return { ok: false, message: commissionMessages.form.percentInvalid };
  const text = `${Number(whole)}${fraction ? `,${fraction}` : ''}`;
  return { ok: true, text, value };
}

export function ruleTarget(rule: CommissionRule, typeLabel?: string): RuleTarget {
  return {
    scope: rule.scope,
    type: rule.type,
    typeLabel: typeLabel ?? rule.type,
    categoryName: rule.category_name,
    providerName: rule.provider_name ?? (rule.provider_id ? `Nr. ${rule.provider_id}` : null),
  };
}

/** One key per target: the rules of a target form its history. */
export const targetKey = (rule: Pick<CommissionRule, 'scope' | 'type' | 'category_id' | 'provider_id'>) =>
  `${rule.scope}:${rule.type ?? ''}:${rule.category_id ?? ''}:${rule.provider_id ?? ''}`;

/** Texts of the commission rules screen (`/admin/provision`). */
export const commissionMessages = {
  title: 'Provision',
  intro:
    'Provisionssätze des Marktplatzes: ein Standardsatz, Sätze je Art (Produkte, Essen, Anfragen), je Shop-Kategorie und Sonderkonditionen einzelner Anbieter. Es gilt der speziellste Satz: Anbieter vor Kategorie vor Art vor Standardsatz. Der Satz wird bei jeder Bestellung festgehalten – eine Änderung wirkt nur auf neue Bestellungen. Jede Änderung steht mit Ihrem Namen im Audit-Protokoll.',
  reload: 'Aktualisieren',
  cancel: 'Abbrechen',
  newRule: 'Neuen Satz anlegen',
  scopes: {
    default: 'Standardsatz',
    type: 'Nach Art',
    category: 'Nach Kategorie',
    provider: 'Anbieter (Sonderkondition)',
  } satisfies Record<RuleScope, string>,
  overview: {
    title: 'Geltende Sätze',
    groups: {
      default: 'Standardsatz des Marktplatzes',
      type: 'Sätze je Art',
      category: 'Sätze je Kategorie',
      provider: 'Sonderkonditionen für Anbieter',
    } satisfies Record<RuleScope, string>,
    empty: {
      default: 'Kein Standardsatz angelegt – es gilt der Satz aus der Server-Konfiguration.',
      type: 'Keine Sätze je Art.',
      category: 'Keine Sätze je Kategorie.',
      provider: 'Keine Sonderkonditionen.',
    } satisfies Record<RuleScope, string>,
    targetCol: 'Bereich',
    rateCol: 'Satz',
    stateCol: 'Stand',
    nextCol: 'Geplant',
    actionsCol: 'Verlauf',
    noCurrent: 'noch keiner',
    none: '–',
    showHistory: 'Verlauf',
    showHistoryLabel: (target: string) => `Verlauf: ${target}`,
    hideHistory: 'Verlauf schließen',
    next: (percent: string, from: string) => `${percent} ab ${day(from)}`,
  },
  target: (target: RuleTarget): string => {
    switch (target.scope) {
      case 'default':
        return 'Standardsatz';
      case 'type':
        return `Art „${target.typeLabel ?? target.type ?? ''}“`;
      case 'category':
        return `Kategorie „${target.categoryName ?? ''}“`;
      case 'provider':
        return `Anbieter „${target.providerName ?? ''}“`;
    }
  },
  /** „für die Kategorie „Haushalt““ — the target inside the confirmation sentence. */
  targetPhrase: (target: RuleTarget): string => {
    switch (target.scope) {
      case 'default':
        return 'als Standardsatz';
      case 'type':
        return `für die Art „${target.typeLabel ?? target.type ?? ''}“`;
      case 'category':
        return `für die Kategorie „${target.categoryName ?? ''}“`;
      case 'provider':
        return `für den Anbieter „${target.providerName ?? ''}“`;
    }
  },
  states: {
    current: (rule: Pick<CommissionRule, 'valid_from'>) => `gilt seit ${day(rule.valid_from)}`,
    future: (rule: Pick<CommissionRule, 'valid_from'>) => `gilt ab ${day(rule.valid_from)}`,
    past: (rule: Pick<CommissionRule, 'valid_until'>) => `galt bis ${day(rule.valid_until)}`,
  },
  history: {
    title: (target: string) => `Verlauf: ${target}`,
    caption: (target: string) => `Verlauf ${target}`,
    rateCol: 'Satz',
    stateCol: 'Stand',
    periodCol: 'Zeitraum',
    byCol: 'Angelegt von',
    reasonCol: 'Begründung',
    actionsCol: 'Aktionen',
    period: (from: string, until: string | null) => (until ? `${day(from)} – ${day(until)}` : `ab ${day(from)}`),
    at: (name: string, when: string) => `${name}, ${when}`,
    delete: 'Löschen',
    deleteLabel: (percent: string, from: string) => `Satz ${percent} ab ${day(from)} löschen`,
    close: 'Schließen',
  },
  form: {
    title: 'Neuen Satz anlegen',
    intro: 'Ein neuer Satz gilt frühestens ab heute und ersetzt ab seinem Tag den bisherigen Satz desselben Bereichs.',
    scope: 'Bereich',
    type: 'Art',
    typeRequired: 'Bitte wählen Sie eine Art.',
    category: 'Kategorie',
    categoryRequired: 'Bitte wählen Sie eine Kategorie.',
    choose: 'Bitte wählen',
    provider: 'Anbieter',
    providerSearch: 'Anbieter suchen',
    providerSearchHint: 'Firma, E-Mail-Adresse oder Nummer',
    providerSearchSubmit: 'Suchen',
    providerResults: 'Gefundene Anbieter',
    providerNone: 'Kein Anbieter gefunden.',
    providerPick: (name: string) => `${name} wählen`,
    providerChosen: (name: string) => `Gewählt: ${name}`,
    providerChange: 'Anderen Anbieter wählen',
    providerRequired: 'Bitte suchen und wählen Sie einen Anbieter.',
    providerSearchRefused:
      'Die Anbietersuche ist Trust & Safety und Support vorbehalten. Geben Sie die Anbieternummer ein – der Server prüft sie beim Speichern.',
    providerByNumber: (id: number) => `Nr. ${id}`,
    providerTakeNumber: (id: number) => `Anbieter Nr. ${id} übernehmen`,
    providerName: (hit: { company_name: string | null; contact_name: string; id: number }) =>
      `${hit.company_name ?? hit.contact_name} (Nr. ${hit.id})`,
    percent: 'Satz in %',
    percentHint: 'z. B. 12,5 – netto, zzgl. 19 % USt. auf der Provisionsrechnung',
    percentRequired: 'Bitte geben Sie einen Satz ein.',
    percentInvalid: 'Bitte geben Sie einen Satz zwischen 0 und 100 % mit höchstens zwei Nachkommastellen ein.',
    validFrom: 'Gilt ab',
    validFromHint: 'Frühestens heute. Bestellungen ab diesem Tag (Berliner Zeit) erhalten den Satz.',
    validFromRequired: 'Bitte geben Sie den Tag an, ab dem der Satz gilt.',
    validFromPast: 'Ein Satz gilt frühestens ab heute.',
    reason: 'Begründung',
    reasonHint: 'z. B. Vereinbarung, Beschluss; steht im Audit-Protokoll.',
    reasonRequired: 'Bitte geben Sie eine Begründung an (mindestens 5 Zeichen).',
    submit: 'Weiter zur Bestätigung',
    fixErrors: 'Bitte prüfen Sie die markierten Angaben.',
  },
  confirm: {
    title: 'Neuen Satz speichern?',
    text: (from: string, phrase: string, percent: string, previous: string | null) =>
      `Ab ${day(from)} gilt ${phrase} ${percent}${previous ? ` statt ${previous}` : ' (bisher kein eigener Satz für diesen Bereich)'}.`,
    later: (percent: string, from: string) => `Ab ${day(from)} gilt weiterhin der bereits geplante Satz von ${percent}.`,
    orders: 'Bereits aufgegebene Bestellungen behalten ihren Satz.',
    submit: 'Satz speichern',
    done: (percent: string, from: string) => `Der Satz ${percent} ab ${day(from)} ist gespeichert.`,
  },
  remove: {
    title: (percent: string, from: string) => `Satz ${percent} ab ${day(from)} löschen?`,
    text: (target: string) =>
      `Der geplante Satz für ${target} wird gelöscht, bevor er gilt. Bis dahin und danach gilt, was sonst gelten würde.`,
    reason: 'Begründung',
    reasonRequired: 'Bitte geben Sie eine Begründung an (mindestens 5 Zeichen).',
    submit: 'Satz löschen',
    done: 'Der geplante Satz ist gelöscht.',
  },
} as const;

export const percentText = (value: number) => `${String(value).replace('.', ',')} %`;
