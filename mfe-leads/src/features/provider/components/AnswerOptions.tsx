import { Form } from 'react-final-form';
import { Button, TextField, errorMessage, firstFieldErrors, notify } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import { createAnswer } from '../api/createAnswer';
import { deleteAnswer } from '../api/deleteAnswer';
import type { Question } from '../types';
import { providerMessages } from '../messages';

const text = providerMessages.questionForm;

/** The answer options of a choice question: the list with „Entfernen“ and a small form for a new one. */
export function AnswerOptions({ question, onChange }: { question: Question; onChange: () => void }) {
  async function add(values: { answer?: string }) {
    try {
      await createAnswer(question.id, values.answer ?? '');
      onChange();
      return undefined;
    } catch (failure) {
      return { answer: firstFieldErrors(failure).answer ?? errorMessage(failure) };
    }
  }
  return (
    <div>
      <Muted>{text.optionsIntro}</Muted>
      <ul>
        {question.answers.map((answer) => (
          <li key={answer.id}>
            {answer.answer}{' '}
            <Button
              variant="link"
              size="sm"
              aria-label={text.removeOption(answer.answer)}
              onClick={() =>
                deleteAnswer(answer.id)
                  .then(onChange)
                  .catch((failure: unknown) => notify.error(errorMessage(failure)))
              }
            >
              {text.remove}
            </Button>
          </li>
        ))}
      </ul>
      <Form<{ answer?: string }> onSubmit={add}>
        {({ handleSubmit, form }) => (
          <form
            onSubmit={(event) => {
              const done = handleSubmit(event);
              // An added option empties the input for the next one.
              void done?.then((errors) => (errors ? undefined : form.restart()));
              return done;
            }}
            noValidate
          >
            <TextField name="answer" label={text.newOption(question.question)} maxLength={200} />
            <Button type="submit" size="sm" variant="secondary">
              {text.addOption}
            </Button>
          </form>
        )}
      </Form>
    </div>
  );
}
