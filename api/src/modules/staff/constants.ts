/** The staff module's time limits and German texts. */
/** A session ends after this long without a request … */
export const SESSION_IDLE_MINUTES = 30;
/** … and at the latest this long after the login. */
export const SESSION_MAX_HOURS = 12;
/** Sensitive actions need a password or code proven this recently in the session. */
export const REAUTH_MINUTES = 5;
/** Time between the password and the code of one login. */
export const CHALLENGE_TTL_MINUTES = 10;
/** Wrong codes one login step allows before it must start again. */
export const CHALLENGE_MAX_ATTEMPTS = 5;
/** Validity of an invitation's set-password link. */
export const INVITATION_TTL_HOURS = 72;
export const API_TOKEN_DEFAULT_DAYS = 90;
export const API_TOKEN_MAX_DAYS = 365;

export const WRONG_CREDENTIALS = 'E-Mail-Adresse oder Passwort ist falsch.';
export const WRONG_CODE = 'Der Code ist falsch oder wurde schon verwendet.';
export const CHALLENGE_EXPIRED = 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.';
export const REAUTH_REQUIRED = 'Bitte bestätigen Sie diese Aktion mit Ihrem Passwort oder einem Code aus Ihrer Authenticator-App.';
export const EMAIL_TAKEN = 'Diese E-Mail-Adresse gehört bereits zu einem Mitarbeiterkonto.';
export const LAST_ADMIN = 'Es muss mindestens ein aktives Mitarbeiterkonto mit der Rolle „admin“ bleiben.';
export const PASSWORD_LINK_INVALID =
  'Der Link ist ungültig oder abgelaufen. Bitte bitten Sie eine Administratorin oder einen Administrator um eine neue Einladung.';
