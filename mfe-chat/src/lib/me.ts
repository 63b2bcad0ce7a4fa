import { authStorage, decodeJwtPayload, type SessionUser } from '@marktplatz/shared';

/** The signed-in user's id: from the profile when it carries one, else from the token's subject. */
export function myUserId(user: SessionUser | null | undefined): number | null {
  const fromProfile = Number(user?.user_id ?? user?.id);
  if (Number.isInteger(fromProfile) && fromProfile > 0) return fromProfile;
  const subject = Number(decodeJwtPayload(authStorage.getToken())?.sub);
  return Number.isInteger(subject) && subject > 0 ? subject : null;
}
