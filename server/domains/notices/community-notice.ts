/**
 * Telling every resident that the RWA posted something (issue 14): one notice per post, and
 * posts within the hour fold into one ("New from the RWA") so a busy evening of uploads does
 * not ring a phone four times.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { notify } from './notify';

const labels = {
  newsletter: 'Newsletter',
  event: 'Event',
  tender: 'Tender',
  update: 'Update',
} as const;

export function tellCommunity(
  tx: Kysely<Database>,
  post: { kind: keyof typeof labels; title: string; url: string },
  at: Date,
): Promise<number> {
  const label = labels[post.kind];
  return notify(
    tx,
    { role: 'member' },
    {
      kind: `community_${post.kind}`,
      category: 'community',
      title: `New ${label.toLowerCase()}: ${post.title}`,
      body: `${label}: ${post.title}`,
      url: post.url,
      tag: 'community',
      push: { urgency: 'low', ttlSeconds: 86_400 },
      coalesce: { key: 'community', title: 'New from the RWA' },
    },
    at,
  );
}
