/**
 * Loads a heavy module the first time something needs it, not when the server starts (issue 38):
 * an estate that never uploads a photo never pays sharp's memory, one without S3 never loads the
 * AWS SDK. A failed load is tried again next time rather than remembered.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
