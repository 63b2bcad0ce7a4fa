import { readFileSync } from 'node:fs';
import path from 'node:path';
import argon2 from 'argon2';
import { z } from 'zod';
import { findApiRoot } from '../../config';

/** argon2id with m=19 MiB, t=2, p=1. */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

let commonPasswords: Set<string> | undefined;

/** The 1,000 most common passwords (lower case), from `data/common-passwords.txt`. */
export function isCommonPassword(password: string): boolean {
  if (!commonPasswords) {
    const file = path.join(findApiRoot(), 'src', 'modules', 'account', 'data', 'common-passwords.txt');
    commonPasswords = new Set(
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    );
  }
  return commonPasswords.has(password.toLowerCase());
}

/** A new password: 8–128 characters and not one of the most common passwords. */
export const newPasswordSchema = () =>
  z
    .string()
    .min(PASSWORD_MIN, `Das Passwort muss mindestens ${PASSWORD_MIN} Zeichen lang sein.`)
    .max(PASSWORD_MAX, `Das Passwort darf höchstens ${PASSWORD_MAX} Zeichen lang sein.`)
    .refine((value) => !isCommonPassword(value), {
      message: 'Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes.',
    });

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/** `false` for a wrong password and for a hash that is no argon2 hash (anonymised accounts). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  if (!hash.startsWith('$argon2')) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of one verification, so an unknown account answers as slowly as a known one. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('kein-echtes-konto-nur-zur-zeitangleichung');
  await verifyPassword(await dummyHash, password);
}
