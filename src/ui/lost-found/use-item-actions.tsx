/**
 * Close / Reopen and Delete of lost & found items, as the resident's own cards and the RWA's list
 * both do them: the call, the list fetched again, a word of success, and the server's reason (or
 * SPEC.md §8's sentence) when it refuses. Delete asks first: it cannot be undone (SPEC.md §4).
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  deleteLostFoundItem,
  updateLostFoundStatus,
  type LostFoundItem,
} from '../../../contract/lost-found/lost-found';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { callApi } from '../../api/client';
import { Banner } from '../banner';
import { useConfirmedDelete } from '../use-confirmed-delete';

export const itemClosed = 'Item closed';
export const itemReopened = 'Item reopened';
export const itemDeleted = 'Item deleted';
export const itemCreated = 'Item created';
export const itemUpdated = 'Item updated';

interface ItemActionsOptions {
  /** Fetches the list again; awaited, so a write settles once the list shows it. */
  refresh: () => Promise<unknown>;
  /** SPEC.md §8 has two wordings: the RWA's 'Failed to update item status', the resident's. */
  statusFailure: string;
  onDone: (message: string) => void;
}

export function useItemActions({ refresh, statusFailure, onDone }: ItemActionsOptions) {
  const [statusError, setStatusError] = useState<string>();
  const status = useMutation({
    mutationFn: (item: LostFoundItem) =>
      callApi(updateLostFoundStatus, {
        params: { id: item.id },
        body: { status: item.status === 'open' ? 'closed' : 'open' },
      }),
    onSuccess: refresh,
  });
  const deletion = useConfirmedDelete<LostFoundItem>({
    title: 'Delete item?',
    describe: (item) => <>“{item.title}” will be deleted for everyone.</>,
    remove: async (item) => {
      await callApi(deleteLostFoundItem, { params: { id: item.id } });
      await refresh();
    },
    failure: messages.lostFoundDeleteFailed,
    onDeleted: () => onDone(itemDeleted),
  });

  const toggleStatus = (item: LostFoundItem) => {
    setStatusError(undefined);
    status.mutate(item, {
      onSuccess: (changed) => onDone(changed.status === 'closed' ? itemClosed : itemReopened),
      onError: (error) => setStatusError(errorMessage(error, statusFailure)),
    });
  };

  return {
    toggleStatus,
    /** The item whose status is being changed, for its button's spinner. */
    changingId: status.isPending ? status.variables.id : undefined,
    askDelete: (item: LostFoundItem) => {
      setStatusError(undefined);
      deletion.ask(item);
    },
    errorBanner: statusError ? <Banner tone="error">{statusError}</Banner> : deletion.errorBanner,
    dialog: deletion.dialog,
  };
}
