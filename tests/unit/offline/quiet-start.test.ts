// @vitest-environment node
/**
 * A page load that changes nothing opens no write on the database: WebKit strands a write still
 * open when the page is left (src/offline/leave-no-frozen-page.ts), so the session, the API
 * base, the bell's count and the drain's tidying write only when something changed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/offline/db';
import { drainOutbox } from '../../../src/offline/drain';
import { writeUnread } from '../../../src/offline/kinds/notifications-read';
import { storeApiBase, storeSessionForWorker } from '../../../src/offline/meta';
import { fakeNetwork, resetOfflineDb } from './helpers';

beforeEach(resetOfflineDb);

/** Counts the read-write transactions the database opens while `work` runs. */
let writes = 0;
db.use({
  stack: 'dbcore',
  name: 'count-writes',
  create: (down) => ({
    ...down,
    transaction(stores, mode, options) {
      if (mode === 'readwrite') writes += 1;
      return down.transaction(stores, mode, options);
    },
  }),
});

async function writesDuring(work: () => Promise<unknown>): Promise<number> {
  writes = 0;
  await work();
  return writes;
}

describe('a start that changes nothing', () => {
  it('keeps the session and the API base without writing them again', async () => {
    const session = { token: 'token-1', userId: '9000000002' };
    const start = () => storeApiBase('/api').then(() => storeSessionForWorker(session));
    expect(await writesDuring(start)).toBe(2);
    expect(await writesDuring(start)).toBe(0);
    expect(await writesDuring(() => storeSessionForWorker({ ...session, token: 'token-2' }))).toBe(
      1,
    );
    expect(await writesDuring(() => storeSessionForWorker(null))).toBe(1);
    expect(await writesDuring(() => storeSessionForWorker(null))).toBe(0);
  });

  it("keeps the bell's count when it has not changed", async () => {
    expect(await writesDuring(() => writeUnread('9000000002', 3))).toBe(1);
    expect(await writesDuring(() => writeUnread('9000000002', 3))).toBe(0);
    expect(await writesDuring(() => writeUnread('9000000002', 2))).toBe(1);
  });

  it('drains an empty queue without a write', async () => {
    const network = fakeNetwork();
    expect(
      await writesDuring(() =>
        drainOutbox({ transport: network.transport, getToken: () => 'token' }),
      ),
    ).toBe(0);
  });
});
