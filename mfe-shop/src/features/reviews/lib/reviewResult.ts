import type { AxiosResponse } from 'axios';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorMessage, fieldErrors, notify } from '@marktplatz/shared';
import { messages } from '../../../messages';

/** Submission errors of a review form: each field gets its messages, the form the full list (`FORM_ERROR`). */
export type ReviewSubmissionErrors = SubmissionErrors & { [FORM_ERROR]?: string[] };

/**
 * Runs a review call the way spec 02 §8 says: HTTP 200 is success (server message as a success toast); any other
 * answer is an error toast with the server's message (the outcome of the user's own action); validation errors go to the form as `errors` arrays.
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
      notify.error(message || messages.reviews.notSaved);
      return { [FORM_ERROR]: [message || messages.reviews.notSaved] };
    }
    notify.success(message || messages.reviews.saved);
    onSuccess();
    return undefined;
  } catch (error) {
    const message = errorMessage(error);
    notify.error(message);
    const errors = fieldErrors(error);
    if (!errors) return { [FORM_ERROR]: [message] };
    const result: ReviewSubmissionErrors = { [FORM_ERROR]: Object.values(errors).flat() };
    for (const [field, texts] of Object.entries(errors)) result[field] = texts;
    return result;
  }
}
