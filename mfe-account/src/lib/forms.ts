import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorMessage } from '@marktplatz/shared';
import type { Gender } from './types';
import { messages } from '../messages';

/**
 * Turns a rejected call into react-final-form submission errors: `errors` by field (first text each) and the
 * message as the form error.
 */
export function toSubmissionErrors(error: unknown): SubmissionErrors {
  const result: Record<string, string> = {};
  if (error && typeof error === 'object') {
    const errors = (error as { errors?: unknown }).errors;
    if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
      for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
        const text = Array.isArray(value) ? value[0] : value;
        if (typeof text === 'string') result[field] = text;
      }
    }
  }
  result[FORM_ERROR] = errorMessage(error);
  return result;
}

export const GENDERS: readonly Gender[] = ['male', 'female', 'other'];

/** Gender options shown as Herr/Frau/Divers. */
export const genderOptions = GENDERS.map((gender) => ({ value: gender, label: messages.salutations[gender] }));

/** The salutation of a gender value; empty for anything else. */
export function salutation(gender: unknown): string {
  return typeof gender === 'string' && gender in messages.salutations
    ? messages.salutations[gender as Gender]
    : '';
}

/** 8–128 characters (the API's password rule). */
export function passwordRule(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return value.length < 8 || value.length > 128 ? messages.passwordLength : undefined;
}

/** Form-level check: `password_confirmation` equals `password` when both are set. */
export function matchingPasswords(values: { password?: string; password_confirmation?: string }) {
  if (values.password_confirmation && values.password !== values.password_confirmation) {
    return { password_confirmation: messages.passwordMismatch };
  }
  return {};
}

/** Text of an optional form value: trimmed, `''` when missing. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
