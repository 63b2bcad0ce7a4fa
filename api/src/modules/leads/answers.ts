import type { AnswerType } from '../../db/schema';

/** German number input: dots group thousands, a comma separates decimals (spec 01 §5). */
export function parseGermanNumber(input: string): number | null {
  const value = input.trim();
  if (!/^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/.test(value)) return null;
  const parsed = Number(value.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

/** TT.MM.JJJJ (also / or -), leap years included; answers ISO `YYYY-MM-DD` or null. */
export function parseGermanDate(input: string): string | null {
  const match = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})$/.exec(input.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[3]), Number(match[4])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const ANSWER_MESSAGES = {
  required: 'Bitte beantworten Sie diese Frage.',
  single: 'Bitte wählen Sie genau eine der angebotenen Antworten.',
  multiple: 'Bitte wählen Sie eine oder mehrere der angebotenen Antworten.',
  number: 'Bitte geben Sie eine Zahl im deutschen Format ein (z. B. 1.250,50).',
  date: 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.',
  text: 'Die Antwort darf höchstens 2000 Zeichen lang sein.',
  file: 'Bitte laden Sie die Datei zuerst hoch.',
} as const;

export interface QuestionSpec {
  id: number;
  answerType: AnswerType;
  isRequired: boolean;
  options: { id: number; answer: string }[];
}

export type RawAnswer = string | number | (string | number)[] | null | undefined;

/** Checks one answer; answers the stored text (empty when skipped) and the file tokens it names, or a German message. */
export function checkAnswer(question: QuestionSpec, raw: RawAnswer): { text: string; fileTokens: string[] } | { error: string } {
  const list = (Array.isArray(raw) ? raw : raw === null || raw === undefined || raw === '' ? [] : [raw])
    .map((value) => String(value).trim())
    .filter(Boolean);
  if (list.length === 0) return question.isRequired ? { error: ANSWER_MESSAGES.required } : { text: '', fileTokens: [] };
  const optionText = (value: string) => question.options.find((option) => String(option.id) === value)?.answer;
  switch (question.answerType) {
    case 'single': {
      const chosen = list.length === 1 ? optionText(list[0] ?? '') : undefined;
      return chosen ? { text: chosen, fileTokens: [] } : { error: ANSWER_MESSAGES.single };
    }
    case 'multiple': {
      const chosen = [...new Set(list)].map(optionText);
      return chosen.every(Boolean) ? { text: chosen.join(', '), fileTokens: [] } : { error: ANSWER_MESSAGES.multiple };
    }
    case 'number': {
      const value = list.length === 1 ? parseGermanNumber(list[0] ?? '') : null;
      return value === null
        ? { error: ANSWER_MESSAGES.number }
        : { text: value.toLocaleString('de-DE', { maximumFractionDigits: 4 }), fileTokens: [] };
    }
    case 'date': {
      const iso = list.length === 1 ? parseGermanDate(list[0] ?? '') : null;
      if (!iso) return { error: ANSWER_MESSAGES.date };
      const [year, month, day] = iso.split('-');
      return { text: `${day}.${month}.${year}`, fileTokens: [] };
    }
    case 'text': {
      const text = list.join('\n');
      return text.length > 2000 || text.includes('\u0000') ? { error: ANSWER_MESSAGES.text } : { text, fileTokens: [] };
    }
    case 'file':
      return list.length > 5 ? { error: 'Höchstens 5 Dateien je Frage.' } : { text: '', fileTokens: list };
  }
}
