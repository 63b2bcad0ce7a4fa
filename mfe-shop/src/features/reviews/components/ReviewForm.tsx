import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, CheckboxField, TextField, TextareaField, composeValidators, maxLength, minLength } from '@marktplatz/shared';
import { Actions, Alert } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';
import type { ReviewInput } from '../types';
import type { ReviewSubmissionErrors } from '../lib/reviewResult';

const StarInputs = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  legend {
    font-weight: 500;
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
  }
  label {
    position: relative;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
  }
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
  }
  input:checked + span {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 700;
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  p {
    color: ${({ theme }) => theme.colors.danger};
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

export interface ReviewFormValues {
  rating?: string;
  title?: string;
  review?: string;
  anonym?: boolean;
}

/** Form values → the call's payload (rating as a number, text trimmed, optional title only when given). */
export function toReviewInput(values: ReviewFormValues): ReviewInput {
  const input: ReviewInput = { rating: Number(values.rating), review: (values.review ?? '').trim(), anonym: !!values.anonym };
  const title = values.title?.trim();
  if (title) input.title = title;
  return input;
}

const ratingRequired = (value: unknown) => (value ? undefined : messages.reviews.ratingRequired);

/** Write or edit a review: stars, optional title, text, „anonym“; server errors show beside the fields and as a list. */
export function ReviewForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: ReviewFormValues;
  submitLabel: string;
  onSubmit: (input: ReviewInput) => Promise<ReviewSubmissionErrors | undefined>;
  onCancel?: () => void;
}) {
  return (
    <Form<ReviewFormValues> onSubmit={(values) => onSubmit(toReviewInput(values))} initialValues={initial}>
      {({ handleSubmit, submitting, submitErrors, submitError }) => {
        const list: string[] = Array.isArray(submitError) ? (submitError as string[]) : [];
        const ratingError = submitErrors && Array.isArray(submitErrors.rating) ? (submitErrors.rating as string[])[0] : undefined;
        return (
          <form onSubmit={handleSubmit} noValidate aria-label={messages.reviews.formLabel} data-testid="review-form">
            {list.length > 0 ? (
              <Alert $tone="error" role="alert" data-testid="review-errors">
                <p>{messages.reviews.errorsTitle}</p>
                <ul>
                  {list.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </Alert>
            ) : null}
            <Field<string> name="rating" validate={ratingRequired}>
              {({ input, meta }) => (
                <StarInputs>
                  <legend>{messages.reviews.ratingLegend} *</legend>
                  <div>
                    {[1, 2, 3, 4, 5].map((stars) => (
                      <label key={stars}>
                        <input
                          type="radio"
                          name={input.name}
                          value={String(stars)}
                          checked={input.value === String(stars)}
                          onChange={() => input.onChange(String(stars))}
                          onBlur={input.onBlur}
                          aria-label={messages.reviews.starCount(stars)}
                        />
                        <span aria-hidden="true">{'★'.repeat(stars)}</span>
                      </label>
                    ))}
                  </div>
                  {(meta.touched || meta.submitFailed) && (meta.error || ratingError) ? (
                    <p role="alert">{meta.error ?? ratingError}</p>
                  ) : null}
                </StarInputs>
              )}
            </Field>
            <TextField name="title" label={messages.reviews.titleLabel} validate={maxLength(120)} maxLength={120} />
            <TextareaField
              name="review"
              label={messages.reviews.textLabel}
              required
              validate={composeValidators(minLength(10), maxLength(5000))}
              rows={5}
            />
            <CheckboxField name="anonym" label={messages.reviews.anonymLabel} />
            <Actions>
              <Button type="submit" loading={submitting} data-testid="review-submit">
                {submitLabel}
              </Button>
              {onCancel ? (
                <Button type="button" variant="secondary" onClick={onCancel} disabled={submitting}>
                  {messages.common.cancel}
                </Button>
              ) : null}
            </Actions>
          </form>
        );
      }}
    </Form>
  );
}
