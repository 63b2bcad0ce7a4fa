import { useField } from 'react-final-form';
import styled from 'styled-components';
import { fieldError } from '@marktplatz/shared';
import { ProgressBar } from '@marktplatz/shared/kit';
import type { Question } from '../../provider';
import { fileSize } from '../../../lib/format';
import { ErrorLine } from '../../../lib/ui';
import type { UploadedFile } from '../types';
import { Fieldset } from './Fieldset';
import { messages } from '../../../messages';

const text = messages.question;

export const MAX_FILES = 5;
const FILE_ACCEPT = '.png,.jpg,.jpeg,.pdf,.doc,.docx,.xls,.xlsx,.odt,.txt,.mp3,.wav,.m4a,.mp4,.mov,.webm';

const FileInput = styled.input`
  max-width: 100%;
`;
const FileName = styled.li`
  overflow-wrap: anywhere;
`;
const AnswerText = styled.textarea`
  width: 100%;
`;
const AnswerInput = styled.input`
  width: 100%;
  min-height: 44px;
`;

/** The files chosen for a file question: each with its upload progress. */
export type PickedFiles = { file: File; uploaded: UploadedFile | null; progress: number }[];
/** The form field of a question's answer. */
export const answerField = (questionId: number) => `q${questionId}`;

/** One question of the wizard as its answer type asks (choice, text, number, date, files), bound to the form. */
export function QuestionField({
  question,
  picked,
  fileError,
  onFiles,
}: {
  question: Question;
  picked: PickedFiles | undefined;
  fileError: string | undefined;
  onFiles: (files: File[]) => void;
}) {
  const { input, meta } = useField<string | string[]>(answerField(question.id));
  const value = input.value;
  const error = fileError ?? fieldError(meta);
  const errorId = `q-${question.id}-error`;
  const common = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } as const;
  let control;
  switch (question.answer_type) {
    case 'single':
      control = question.answers.map((answer) => (
        <label className="choice" key={answer.id}>
          <input
            type="radio"
            name={`q-${question.id}`}
            value={answer.id}
            checked={value === String(answer.id)}
            onChange={() => input.onChange(String(answer.id))}
          />
          {answer.answer}
        </label>
      ));
      break;
    case 'multiple': {
      const list = Array.isArray(value) ? value : [];
      control = question.answers.map((answer) => (
        <label className="choice" key={answer.id}>
          <input
            type="checkbox"
            checked={list.includes(String(answer.id))}
            onChange={(event) =>
              input.onChange(event.target.checked ? [...list, String(answer.id)] : list.filter((id) => id !== String(answer.id)))
            }
          />
          {answer.answer}
        </label>
      ));
      break;
    }
    case 'file':
      control = (
        <>
          <label htmlFor={`q-${question.id}-file`}>{text.files(MAX_FILES)}</label>
          <br />
          <FileInput
            id={`q-${question.id}-file`}
            type="file"
            multiple
            accept={FILE_ACCEPT}
            onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
            {...common}
          />
          {picked?.length ? (
            <ul>
              {picked.map((entry, index) => (
                <FileName key={index}>
                  {text.fileOf(entry.file.name, fileSize(entry.file.size))}{' '}
                  {entry.uploaded ? text.uploaded : entry.progress > 0 ? text.progress(entry.progress) : ''}
                  {entry.progress > 0 && !entry.uploaded ? (
                    <ProgressBar value={entry.progress} label={text.upload(entry.file.name)} />
                  ) : null}
                </FileName>
              ))}
            </ul>
          ) : null}
        </>
      );
      break;
    default: {
      const single = typeof value === 'string' ? value : '';
      control =
        question.answer_type === 'text' ? (
          <AnswerText
            aria-label={question.question}
            rows={3}
            value={single}
            onChange={(event) => input.onChange(event.target.value)}
            maxLength={2000}
            {...common}
          />
        ) : (
          <AnswerInput
            aria-label={question.question}
            type="text"
            value={single}
            inputMode={question.answer_type === 'number' ? 'decimal' : 'numeric'}
            placeholder={question.answer_type === 'number' ? text.numberPlaceholder : text.datePlaceholder}
            onChange={(event) => input.onChange(event.target.value)}
            {...common}
          />
        );
    }
  }
  return (
    <Fieldset aria-invalid={error ? true : undefined} data-question-id={question.id}>
      <legend>
        {question.question}
        {question.is_required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {control}
      {error ? <ErrorLine id={errorId}>{error}</ErrorLine> : null}
    </Fieldset>
  );
}
