/**
 * The demo estate's helpdesk (issue 18): a few complaints of Arjun's flat (A101) and two of
 * other flats, in different states — one the office is working on after the household answered,
 * one resolved and waiting for a rating, an urgent one already overdue, one closed with a
 * rating — so /helpdesk and /admin/helpdesk have something to show. Written through the same
 * services as the API, at times in the past, so clocks, history and notices agree.
 */
import type { Kysely } from 'kysely';
import type { TicketMove } from '../../../contract/helpdesk/helpdesk';
import type { TicketPriority } from '../../../contract/helpdesk/lifecycle';
import { commentOnTicket } from './comments';
import { moveTicket } from './moves';
import { reportTicket } from './report';
import type { Database } from '../../platform/db/schema';

const HOUR = 3_600_000;
const OFFICE = '9000000001';
const NO_PHOTO = { fileName: '', thumbnailName: '' };

type Step = { hoursAgo: number; by: string } & ({ move: TicketMove } | { comment: string });

interface DemoTicket {
  by: string;
  category: string;
  title: string;
  description: string;
  location: string;
  priority: TicketPriority;
  hoursAgo: number;
  steps: Step[];
}

const assign = (hoursAgo: number, staff: string): Step => ({
  hoursAgo,
  by: OFFICE,
  move: { status: 'Assigned', assigned_to: staff },
});
const office = (hoursAgo: number, move: TicketMove): Step => ({ hoursAgo, by: OFFICE, move });

const tickets: DemoTicket[] = [
  {
    by: '9000000002',
    category: 'Plumbing',
    title: 'Water leaking under the kitchen sink',
    description: 'The pipe under the sink drips all day and the cabinet floor is soaked.',
    location: 'A101 kitchen',
    priority: 'normal',
    hoursAgo: 30,
    steps: [
      assign(29, 'Ramesh (plumber)'),
      office(28, {
        status: 'Waiting for resident',
        note: 'The plumber needs access: when is someone home?',
      }),
      { hoursAgo: 3, by: '9000000002', comment: 'Someone is home every day after 6 pm.' },
      { hoursAgo: 2, by: OFFICE, comment: 'Ramesh will come at 6:30 pm today.' },
    ],
  },
  {
    by: '9000000002',
    category: 'Electrical',
    title: 'Corridor light outside A101 flickers',
    description: 'The tube light in the corridor flickers all night.',
    location: 'Tower A, 1st floor corridor',
    priority: 'normal',
    hoursAgo: 72,
    steps: [
      assign(70, 'Suresh (electrician)'),
      office(50, { status: 'In progress' }),
      office(26, { status: 'Resolved', note: 'Replaced the tube light and its starter.' }),
    ],
  },
  {
    by: '9000000002',
    category: 'Lift',
    title: 'Lift B stops between floors',
    description: 'Lift B stopped between the 2nd and 3rd floor for a minute this morning.',
    location: 'Tower A, lift B',
    priority: 'urgent',
    hoursAgo: 5,
    steps: [],
  },
  {
    by: '9000000004',
    category: 'Housekeeping',
    title: 'Garbage not collected from Tower C',
    description: 'The bins near the Tower C entrance have not been emptied for two days.',
    location: 'Tower C entrance',
    priority: 'normal',
    hoursAgo: 50,
    steps: [
      assign(48, 'Housekeeping team'),
      office(47, { status: 'In progress' }),
      office(44, { status: 'Resolved', note: 'Bins emptied and washed.' }),
      {
        hoursAgo: 40,
        by: '9000000004',
        move: { status: 'Closed', rating: 4, note: 'Done the same day' },
      },
    ],
  },
  {
    by: '9000000003',
    category: 'Common area',
    title: 'Gym treadmill belt is torn',
    description: 'The belt of the second treadmill is torn at the edge.',
    location: 'Clubhouse gym',
    priority: 'normal',
    hoursAgo: 10,
    steps: [],
  },
];

export async function seedHelpdesk(tx: Kysely<Database>, now: Date): Promise<void> {
  const users = await tx.selectFrom('users').selectAll().execute();
  const categories = await tx.selectFrom('helpdesk_categories').select(['id', 'name']).execute();
  const userOf = (phone: string) => users.find((user) => user.phone_number === phone);
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  for (const ticket of tickets) {
    const reporter = userOf(ticket.by);
    const category = categories.find((row) => row.name === ticket.category);
    if (!reporter || !category) continue;
    const report = {
      category_id: String(category.id),
      title: ticket.title,
      description: ticket.description,
      location: ticket.location,
      priority: ticket.priority,
    };
    const { id } = await reportTicket(tx, report, NO_PHOTO, reporter, ago(ticket.hoursAgo));
    for (const step of ticket.steps) {
      const user = userOf(step.by);
      if (!user) continue;
      const at = ago(step.hoursAgo);
      if ('move' in step) await moveTicket(tx, Number(id), step.move, user, at);
      else await commentOnTicket(tx, Number(id), step.comment, NO_PHOTO, user, at);
    }
  }
  // The notices those steps caused are history by now: a first sign-in starts with a quiet bell.
  await tx
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.ref('created_at') }))
    .where('read_at', 'is', null)
    .where((eb) =>
      eb.or([eb('url', 'like', '/helpdesk/%'), eb('url', 'like', '/admin/helpdesk/%')]),
    )
    .execute();
}
