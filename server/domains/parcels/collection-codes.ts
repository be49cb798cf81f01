/**
 * A parcel's 4-digit collection code, from a CSPRNG. Ten thousand codes are few, so what keeps
 * them safe is the limit on wrong tries for each parcel (five an hour), not their number; a flat
 * with two parcels waiting gets two different codes, so the guard is never unsure which is meant.
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { messages } from '../../../contract/messages';
import { parcelLimits } from '../../../contract/parcels/parcels';
import type { Database } from '../../platform/db/schema';
import type { RateLimit } from '../../platform/http/rate-limits';

const MAX_DRAWS = 20;

/** Where draws come from; an object so a test can queue the draws it needs, with no mock. */
export const collectionCodeDraws = { next: (): number => randomInt(0, 10_000) };

/** A code none of the flat's waiting parcels holds (the flat rarely has more than a few). */
export async function newCollectionCode(tx: Kysely<Database>, apartment: string): Promise<string> {
  const held = await tx
    .selectFrom('parcels')
    .select('code')
    .where('apartment', '=', apartment)
    .where('status', '=', 'waiting')
    .execute();
  const taken = new Set(held.map((row) => row.code));
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    const code = String(collectionCodeDraws.next()).padStart(4, '0');
    if (!taken.has(code)) return code;
  }
  throw new Error('No free collection code after many draws: far too many parcels waiting.');
}

/** Wrong codes for one parcel: a guard's typos pass, guessing 10,000 codes does not. */
export const parcelCodeLimit: RateLimit = {
  bucket: 'parcel-codes',
  max: parcelLimits.wrongCodes,
  windowSeconds: 3600,
  refusal: messages.tooManyParcelCodes,
};
