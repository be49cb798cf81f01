/** The demo estate's events, dated around the seeding day (see seed-content.ts). */
import type { Insertable } from 'kysely';
import { addDays } from '../../../contract/platform/india-time';
import type { EventsTable } from './tables';
import { shapes } from '../../platform/demo/seed-images';
import type { Scene } from '../../platform/demo/seed-images';

type EventText = Omit<Insertable<EventsTable>, 'image_name' | 'thumbnail_name' | 'created_at'>;

/** yyyy-MM-dd of `day` in the month after `date`'s. */
function nextMonth(date: string, day: number): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

export function demoEvents(today: string): { scene: Scene; row: EventText }[] {
  const culture = { organizer: 'Cultural Committee', contact_email: 'culture@example.com' };
  return [
    {
      scene: {
        caption: 'Diwali Mela on the Central Lawn',
        sky: ['#1d1145', '#5a189a'],
        ground: '#3c1642',
        shapes: shapes.lamps + shapes.lights,
      },
      row: {
        title: 'Diwali Mela',
        date: addDays(today, 10),
        // The hall's seats (issue 21): the card shows what is left, then the waitlist.
        capacity: 120,
        time: '5:00 PM - 10:00 PM',
        location: 'Central Lawn',
        description:
          'Food stalls run by residents, a rangoli competition, a magic show for children and a ' +
          'diya-lighting walk around the lawn. Register your family so we can plan food and seating.',
        category: 'Festival',
        registration_required: true,
        registration_deadline: addDays(today, 7),
        ...culture,
        agenda: JSON.stringify([
          '5:00 PM Stalls open',
          '6:30 PM Rangoli judging',
          '7:30 PM Magic show for children',
          '8:30 PM Diya-lighting walk',
        ]),
      },
    },
    {
      scene: {
        caption: 'Inter-tower Badminton Tournament',
        sky: ['#90e0ef', '#caf0f8'],
        ground: '#52b788',
        shapes: shapes.sun + shapes.court,
      },
      row: {
        title: 'Inter-tower Badminton Tournament',
        date: addDays(today, 5),
        time: '7:00 AM - 1:00 PM',
        location: 'Clubhouse badminton court',
        description:
          'Singles and doubles for adults and under-16s. Bring your own racquet; shuttles are provided.',
        category: 'Sports',
        registration_required: true,
        registration_deadline: null,
        organizer: 'Sports Committee',
        contact_email: 'sports@example.com',
        agenda: JSON.stringify([
          '7:00 AM Under-16 singles',
          '9:30 AM Adult doubles',
          '12:30 PM Prizes',
        ]),
      },
    },
    {
      scene: {
        caption: 'Sunrise Yoga in the Park',
        sky: ['#ffb703', '#ffe8d6'],
        ground: '#74c69d',
        shapes: shapes.sun + shapes.trees,
      },
      row: {
        title: 'Sunrise Yoga in the Park',
        date: addDays(today, 3),
        time: '6:00 AM - 7:00 AM',
        location: 'Park behind Tower B',
        description:
          'An open session with a certified instructor. Bring a mat and water; all ages welcome.',
        category: 'Community',
        registration_required: false,
        registration_deadline: null,
        agenda: JSON.stringify(['Warm-up', 'Surya namaskar', 'Breathing and relaxation']),
      },
    },
    {
      scene: {
        caption: 'Classical Music Evening',
        sky: ['#03045e', '#0077b6'],
        ground: '#023e8a',
        shapes: shapes.moon + shapes.stage,
      },
      row: {
        title: 'Classical Music Evening',
        date: nextMonth(today, 18),
        time: '7:00 PM - 9:00 PM',
        location: 'Clubhouse hall',
        description:
          'A Hindustani vocal recital with tabla and harmonium by artists from the city.',
        category: 'Cultural',
        registration_required: true,
        registration_deadline: nextMonth(today, 15),
        ...culture,
        agenda: JSON.stringify(['7:00 PM Welcome', '7:15 PM Recital', '8:45 PM Tea and snacks']),
      },
    },
  ];
}
