import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, CheckboxField, TextField, errorMessage, firstFieldErrors, notify } from '@marktplatz/shared';
import { FormGrid } from '@marktplatz/shared/kit';
import { ChoiceField } from '../../../lib/ChoiceField';
import { ANSWER_TYPES } from '../../../lib/format';
import { messages } from '../../../messages';
import { providerMessages } from '../messages';
import { createQuestion } from '../api/createQuestion';
import type { AnswerType } from '../types';

const text = providerMessages.questionForm;
const TYPE_OPTIONS = Object.entries(ANSWER_TYPES).map(([value, label]) => ({ value, label }));

/** The „Pflichtfrage“ checkbox at the bottom of its grid cell, level with the select beside it. */
const RequiredCell = styled.div`
  align-self: end;
  min-height: 44px;
  display: flex;
  align-items: center;
`;

export interface QuestionValues {
  question?: string;
  answer_type: AnswerType;
  is_required: boolean;
}

/** A new question at the end of the route; after it is added the question text starts empty, type and flag stay. */
export function QuestionForm({ routeId, onAdded }: { routeId: number; onAdded: () => void }) {
  async function add(values: QuestionValues) {
    try {
      const answer = await createQuestion({
        lead_route_id: routeId,
        question: values.question ?? '',
        answer_type: values.answer_type,
        is_required: values.is_required,
      });
      notify.success(answer.message ?? text.created);
      onAdded();
      return undefined;
    } catch (failure) {
      const fields = firstFieldErrors(failure);
      if (!Object.keys(fields).length) notify.error(errorMessage(failure));
      return fields;
    }
  }
  return (
    <Form<QuestionValues> onSubmit={add} initialValues={{ question: '', answer_type: 'single', is_required: true }}>
      {({ handleSubmit, submitting, form }) => (
        <form
          onSubmit={(event) => {
            const done = handleSubmit(event);
            void done?.then((errors) => (errors ? undefined : form.restart({ ...form.getState().values, question: '' })));
            return done;
          }}
          noValidate
        >
          <TextField name="question" label={text.question} required requiredMessage={messages.required} maxLength={300} />
          <FormGrid>
            <ChoiceField name="answer_type" label={text.answerType} options={TYPE_OPTIONS} />
            <RequiredCell>
              <CheckboxField name="is_required" label={text.required} />
            </RequiredCell>
          </FormGrid>
          <Button type="submit" loading={submitting}>
            {text.add}
          </Button>
        </form>
      )}
    </Form>
  );
}
