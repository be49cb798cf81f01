import type { BroadcastSeverity } from '../../../contract/notices/broadcasts';
import type { BadgeTone } from '../../ui/badge';

/** What each severity does, said where it is chosen (the server's domains/notices/broadcast-handlers.ts). */
export const severityWords: Record<
  BroadcastSeverity,
  { label: string; explains: string; tone: BadgeTone }
> = {
  info: {
    label: 'Info',
    explains: 'Inbox only: residents read it when they next open the app.',
    tone: 'neutral',
  },
  urgent: {
    label: 'Urgent',
    explains: "Inbox, and a push notification to every resident's phone.",
    tone: 'warning',
  },
  emergency: {
    label: 'Emergency',
    explains:
      'A push, an SMS where a gateway is configured, and a banner in the app until each resident acknowledges it.',
    tone: 'danger',
  },
};
