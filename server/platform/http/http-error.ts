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

/** The row id, or 404 for one that cannot exist (past bigint, where PostgreSQL would throw). */
export function rowId(id: string, notFound: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value)) throw new HttpError(404, notFound);
  return value;
}
