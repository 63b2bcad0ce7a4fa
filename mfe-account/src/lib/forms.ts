import type { Gender } from './types';
import { messages } from '../messages';

export const GENDERS: readonly Gender[] = ['male', 'female', 'other'];

/** Gender options shown as Herr/Frau/Divers. */
export const genderOptions = GENDERS.map((gender) => ({ value: gender, label: messages.salutations[gender] }));

/** The salutation of a gender value; empty for anything else. */
export function salutation(gender: unknown): string {
  return typeof gender === 'string' && gender in messages.salutations ? messages.salutations[gender as Gender] : '';
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
