/** Stable error codes of the API; the frontend maps them to i18n keys. */
export enum ErrorCode {
  ValidationFailed = 'VALIDATION_FAILED',
  Unauthenticated = 'UNAUTHENTICATED',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  AccountBlocked = 'ACCOUNT_BLOCKED',
  BotCheckFailed = 'BOT_CHECK_FAILED',
  NotFound = 'NOT_FOUND',
  RouteNotFound = 'ROUTE_NOT_FOUND',
  VersionConflict = 'VERSION_CONFLICT',
  PreconditionRequired = 'PRECONDITION_REQUIRED',
  IdempotencyKeyReused = 'IDEMPOTENCY_KEY_REUSED',
  IdempotencyInProgress = 'IDEMPOTENCY_IN_PROGRESS',
  NoPendingRequest = 'NO_PENDING_REQUEST',
  Conflict = 'CONFLICT',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType = 'UNSUPPORTED_MEDIA_TYPE',
  TooManyRequests = 'TOO_MANY_REQUESTS',
  Internal = 'INTERNAL',
  /** The club would be left without an active owner. */
  LastOwner = 'LAST_OWNER',
  /** The account's only role would be taken away: an account always keeps one. */
  LastRole = 'LAST_ROLE',
  /** An account the caller may see but not change (an owner for an admin, or oneself). */
  UserProtected = 'USER_PROTECTED',
  /** A reset or verification link that is unknown, used or expired. */
  InvalidToken = 'INVALID_TOKEN',
  /** A setup attempt on an installation that has its owner already. */
  SetupDone = 'SETUP_DONE',
  /** A cookie-authenticated call (refresh, logout) made by another site's page. */
  ForbiddenOrigin = 'FORBIDDEN_ORIGIN',
  /** PostgreSQL cannot be reached right now (or the server is shutting down): retry later. */
  DatabaseUnavailable = 'DATABASE_UNAVAILABLE',
  /** The process drains after SIGTERM (only /readyz says so). */
  ShuttingDown = 'SHUTTING_DOWN',
  /** A mail the answer depends on (a confirmation link) could not be sent: try again later. */
  MailUnavailable = 'MAIL_UNAVAILABLE',
  /**
   * A time slot overlaps another in the same venue (the hall is taken); `data` names the slot that
   * holds it. An admin may save it anyway with a reason (`overlap_reason`, times:override).
   */
  SlotOverlap = 'SLOT_OVERLAP',
  /**
   * A venue that time slots of courses or workshops are in cannot be deleted; the message and
   * `data.slots` name them (move them first).
   */
  VenueInUse = 'VENUE_IN_USE',
  /** An uploaded PDF holds scripts, launch actions or embedded files: never served to visitors. */
  PdfActiveContent = 'PDF_ACTIVE_CONTENT',
  /**
   * The workshop's or fun run's registration does not take registrations now (not opened, past
   * its last day, or over); `data.reason` says which (not_open, deadline, over, not_late).
   */
  RegistrationClosed = 'REGISTRATION_CLOSED',
}

const STATUS: Record<ErrorCode, number> = {
  [ErrorCode.ValidationFailed]: 400,
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.InvalidCredentials]: 401,
  [ErrorCode.AccountBlocked]: 403,
  [ErrorCode.BotCheckFailed]: 400,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.RouteNotFound]: 404,
  [ErrorCode.VersionConflict]: 412,
  [ErrorCode.PreconditionRequired]: 428,
  [ErrorCode.IdempotencyKeyReused]: 422,
  [ErrorCode.IdempotencyInProgress]: 409,
  [ErrorCode.NoPendingRequest]: 409,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.UnsupportedMediaType]: 415,
  [ErrorCode.TooManyRequests]: 429,
  [ErrorCode.Internal]: 500,
  [ErrorCode.LastOwner]: 409,
  [ErrorCode.LastRole]: 409,
  [ErrorCode.UserProtected]: 403,
  [ErrorCode.InvalidToken]: 400,
  [ErrorCode.SetupDone]: 409,
  [ErrorCode.ForbiddenOrigin]: 403,
  [ErrorCode.DatabaseUnavailable]: 503,
  [ErrorCode.ShuttingDown]: 503,
  [ErrorCode.MailUnavailable]: 503,
  [ErrorCode.SlotOverlap]: 409,
  [ErrorCode.VenueInUse]: 409,
  [ErrorCode.PdfActiveContent]: 422,
  [ErrorCode.RegistrationClosed]: 409,
};

/** The generic failure text of spec section 8. */
export const GENERIC_FAILURE =
  'Da ist etwas schief gelaufen. Das Problem wurde gemeldet um sich darum zu kümmern.';

/** The answer while the database is down: the request may be repeated as it is. */
export const DATABASE_UNAVAILABLE =
  'Der Server ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.';

export interface AppErrorOptions {
  details?: Record<string, string>;
  /** Sent as `data`, e.g. the current server entity on a version conflict. */
  data?: unknown;
  /** 429: seconds until the client may try again, sent as the standard `Retry-After` header. */
  retryAfterSeconds?: number;
}

/** The one error type services throw; the global filter turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    /** A ready German sentence for the flash message. */
    message: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.status = STATUS[code];
  }

  static notFound(message = 'Der Eintrag wurde nicht gefunden.'): AppError {
    return new AppError(ErrorCode.NotFound, message);
  }

  /** 412 for a stale If-Match, with the current entity so the client can resolve the conflict. */
  static versionConflict(message: string, current: unknown): AppError {
    return new AppError(ErrorCode.VersionConflict, message, { data: current });
  }
}
