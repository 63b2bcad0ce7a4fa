/** Field → German messages (Laravel's shape). */
export type FieldErrors = Record<string, string[]>;

/** Every `code` a failure envelope may carry. */
export const ERROR_CODES = [
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'EMAIL_NOT_CONFIRMED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** An error the client caused or may see; the error handler turns it into the failure envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** An error class of one status and code whose text is the caller's or, without one, the given default. */
function statusError(statusCode: number, code: ErrorCode, defaultMessage: string) {
  return class extends AppError {
    constructor(message = defaultMessage) {
      super(statusCode, message, code);
    }
  };
}

export class BadRequestError extends statusError(400, 'BAD_REQUEST', 'Die Anfrage ist ungültig.') {}

/** 401: always with `TOKEN_INVALID` or `TOKEN_EXPIRED`, so the front end ends the session (no token counts as invalid). */
export class UnauthorizedError extends AppError {
  constructor(message = 'Bitte melden Sie sich an.', code: 'TOKEN_INVALID' | 'TOKEN_EXPIRED' = 'TOKEN_INVALID') {
    super(401, message, code);
  }
}

export class TokenInvalidError extends UnauthorizedError {
  constructor() {
    super('Ihre Sitzung ist ungültig. Bitte melden Sie sich erneut an.', 'TOKEN_INVALID');
  }
}

export class TokenExpiredError extends UnauthorizedError {
  constructor() {
    super('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.', 'TOKEN_EXPIRED');
  }
}

export class ForbiddenError extends statusError(403, 'FORBIDDEN', 'Sie haben keine Berechtigung für diese Aktion.') {}

export class NotFoundError extends statusError(404, 'NOT_FOUND', 'Der angeforderte Eintrag wurde nicht gefunden.') {}

export class ConflictError extends statusError(409, 'CONFLICT', 'Die Aktion steht im Konflikt mit dem aktuellen Zustand.') {}

export class PayloadTooLargeError extends statusError(413, 'PAYLOAD_TOO_LARGE', 'Die Datei ist zu groß.') {}

export class ValidationError extends AppError {
  constructor(errors: FieldErrors, message?: string) {
    super(422, message ?? firstMessage(errors) ?? 'Die übermittelten Daten sind ungültig.', 'VALIDATION_FAILED', errors);
  }

  /** A validation error on one field. */
  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message = 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message, 'TOO_MANY_REQUESTS');
  }
}

/** Default text of a 503: a service the call needs (database, Redis) is unreachable for the moment. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.';

/** 503 with `Retry-After`: a service the call needs is down; the client may try again (src/infra/outage.ts). */
export class ServiceUnavailableError extends AppError {
  constructor(
    readonly service: 'database' | 'redis' | 'storage' | 'connection',
    readonly retryAfterSeconds = 5,
    message = SERVICE_UNAVAILABLE_MESSAGE,
    /** What failed underneath (for the log's reason; never shown to the client). */
    override readonly cause?: unknown,
  ) {
    super(503, message, 'SERVICE_UNAVAILABLE');
  }
}

function firstMessage(errors: FieldErrors): string | undefined {
  for (const messages of Object.values(errors)) {
    if (messages[0]) return messages[0];
  }
  return undefined;
}
