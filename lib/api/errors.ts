// The one error type services and route handlers throw. Its code decides the HTTP status, so
// a service never thinks in status codes and every route answers the same way.
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** What the API layer itself answers (handler.ts, rate limits), whatever the route. */
export const accessErrors = {
  notSignedIn: "Not authenticated",
  adminOnly: "Admin access required",
  rateLimited: "Too many attempts. Please try again later.",
  unavailable: "Service temporarily unavailable. Please try again shortly.",
  internal: "Something went wrong. Please try again.",
} as const;

export type ValidationIssue = { path: string; message: string };

export type AppErrorOptions = {
  message: string;
  /** Field-level problems of a validation error. */
  issues?: ValidationIssue[];
  /** Seconds a rate-limited client should wait (sent as Retry-After). */
  retryAfter?: number;
  /** Extra fields of the response body (e.g. upgrade_url of a plan limit). */
  data?: Record<string, unknown>;
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues?: ValidationIssue[];
  readonly retryAfter?: number;
  readonly data?: Record<string, unknown>;

  constructor(code: ErrorCode, { message, issues, retryAfter, data }: AppErrorOptions) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.issues = issues;
    this.retryAfter = retryAfter;
    this.data = data;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
