/** The shared online/offline signal as a hook (kept apart so worker code never imports React). */
import { useSyncExternalStore } from 'react';
import { isOnline, subscribeConnectivity } from './connectivity';

export function useConnectivity(): { online: boolean } {
  const online = useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
  return { online };
}
