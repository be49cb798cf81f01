/**
 * An error the caller should see: its status and `detail` sentence go out as they are
 * (DESIGN.md §6). Anything else that is thrown becomes a generic 500.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Readonly<Record<string, string>> = {},
    options?: ErrorOptions,
  ) {
    super(detail, options);
  }
}
