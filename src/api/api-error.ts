/** The one error the API client throws (SPEC.md §8: the server's `detail` wins over the fallback). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached at all. */
    readonly status: number,
    message: string,
    /** The server's own sentence, when it sent one. */
    readonly detail?: string,
  ) {
    super(detail ?? message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** 4xx means the request itself is wrong (or unauthorised): repeating it changes nothing. */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/** What to tell the user about a failed call: the server's sentence, else `fallback` (SPEC.md §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.detail ? error.detail : fallback;
}
