import type { AxiosResponse } from 'axios';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorMessage, fieldErrors, notify, snackbar } from '@marktplatz/shared';
import { messages } from '../../messages';

/** Submission errors of a review form: each field gets its messages, the form the full list (`FORM_ERROR`). */
export type ReviewSubmissionErrors = SubmissionErrors & { [FORM_ERROR]?: string[] };

/**
 * Runs a review call the way spec 02 §8 says: HTTP 200 is success (server message as a success toast); any other
 * answer is a warning with the server's message; validation errors go to the form as `errors` arrays.
 * Resolves with the form's submission errors, or undefined on success.
 */
export async function runReviewCall<T>(
  call: () => Promise<AxiosResponse<{ message?: string } & T>>,
  onSuccess: () => void,
): Promise<ReviewSubmissionErrors | undefined> {
  try {
    const response = await call();
    const message = typeof response.data?.message === 'string' ? response.data.message : '';
    if (response.status !== 200) {
      snackbar.show(message || messages.reviews.notSaved, { variant: 'warning' });
      return { [FORM_ERROR]: [message || messages.reviews.notSaved] };
    }
    notify.success(message || messages.reviews.saved);
    onSuccess();
    return undefined;
  } catch (error) {
    const message = errorMessage(error);
    snackbar.show(message, { variant: 'warning' });
    const errors = fieldErrors(error);
    if (!errors) return { [FORM_ERROR]: [message] };
    const result: ReviewSubmissionErrors = { [FORM_ERROR]: Object.values(errors).flat() };
    for (const [field, texts] of Object.entries(errors)) result[field] = texts;
    return result;
  }
}
