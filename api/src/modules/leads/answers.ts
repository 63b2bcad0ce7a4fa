import type { AnswerType } from '../../db/schema/leads';

import { parseGermanDate, parseGermanNumber } from '../../lib/german-input';

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
