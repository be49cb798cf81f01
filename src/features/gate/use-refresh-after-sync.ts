import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDeskQueryKey } from './desk-collection';

/**
 * Asks for the desk's list again when something new reached the server (an entry sent, a
 * walk-in answered): the list then shows it as the server has it (used, inside, flagged).
 * `arrived` is every such thing's id (undefined until read); a new one triggers the refresh.
 */
export function useRefreshAfterSync(arrived: readonly string[] | undefined): void {
  const queryClient = useQueryClient();
  const queryKey = useDeskQueryKey();
  const key = arrived?.join(' ');
  const previous = useRef<string>(undefined);

  useEffect(() => {
    const was = previous.current;
    previous.current = key;
    if (was === undefined || key === undefined) return; // the first look is not news
    const before = new Set(was.split(' '));
    if (key.split(' ').some((id) => id && !before.has(id))) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [key, queryClient, queryKey]);
}
