/**
 * Deleting one item of a list the way SPEC.md §4 asks: a confirmation stating that the action
 * cannot be undone, then the call, and the server's reason in a banner when it refuses. A list
 * shows `errorBanner` above itself, renders `dialog` once, and calls `ask(item)` from its Delete.
 */
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../api/api-error';
import { Banner } from './banner';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmedDeleteOptions<T> {
  /** e.g. 'Delete newsletter?' */
  title: string;
  /** What goes, e.g. `“June issue” will be deleted for everyone.`; the undo warning follows. */
  describe: (item: T) => ReactNode;
  remove: (item: T) => Promise<unknown>;
  /** Shown when the server gives no reason (SPEC.md §8, e.g. 'Failed to delete menu'). */
  failure: string;
  /** With what `remove` answered (the server's sentence, e.g. how many households were told). */
  onDeleted?: (item: T, result: unknown) => void;
}

export function useConfirmedDelete<T>(options: ConfirmedDeleteOptions<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const confirm = async () => {
    if (deleting === null) return;
    const item = deleting;
    setBusy(true);
    try {
      const result = await options.remove(item);
      options.onDeleted?.(item, result);
    } catch (failure) {
      setError(errorMessage(failure, options.failure));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return {
    ask: (item: T) => {
      setError(undefined);
      setDeleting(item);
    },
    errorBanner: error ? <Banner tone="error">{error}</Banner> : null,
    dialog: (
      <ConfirmDialog
        open={deleting !== null}
        title={options.title}
        message={
          <p>{deleting !== null && options.describe(deleting)} This action cannot be undone.</p>
        }
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setDeleting(null)}
      />
    ),
  };
}
