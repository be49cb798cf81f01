/** The demo estate's helpdesk (issue 18): `npm start` shows complaints in several states. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHelpdesk } from '../../server/domains/helpdesk/seed';
import { loadTicketDetail } from '../../server/domains/helpdesk/views';
import { START } from './helper';
import { createTestDatabase } from './test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedHelpdesk(database.handle.db, START);
});
afterAll(() => database.dispose());

describe('the seeded helpdesk', () => {
  it('has the demo flat’s complaints in different states, and others’', async () => {
    const rows = await database.handle.db
      .selectFrom('helpdesk_tickets')
      .select(['id', 'apartment', 'status', 'due_at'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.apartment, row.status])).toEqual([
      ['A101', 'In progress'],
      ['A101', 'Resolved'],
      ['A101', 'Open'],
      ['C303', 'Closed'],
      ['B202', 'Open'],
    ]);
    // The urgent lift (2 h) reported 5 h ago is overdue already.
    expect(rows[2]?.due_at?.getTime()).toBeLessThan(START.getTime());
  });

  it('tells the story of the leak: waiting on the household, its answer, the office’s reply', async () => {
    const [first] = await database.handle.db
      .selectFrom('helpdesk_tickets')
      .select('id')
      .orderBy('id')
      .execute();
    const leak = await loadTicketDetail(database.handle.db, first?.id ?? 0, 'A101');
    expect(leak?.history.map((step) => step.status)).toEqual([
      'Open',
      'Assigned',
      'Waiting for resident',
      'In progress',
    ]);
    expect(leak?.comments.map((comment) => comment.author_role)).toEqual(['member', 'rwa']);
    expect(leak?.elapsed_seconds).toBe(2 * 3600);
  });
});
