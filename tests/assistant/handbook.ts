/**
 * "Maple Heights Residents' Handbook": a second rule book for the assistant's question set, in
 * other words and with other facts than the demo book (seed-society-rules.ts). Laid out the way
 * real handbooks are, not the demo's one big heading per page: Amenities runs on from page 1 to
 * page 2 with no heading there; Animals and Vehicles have numbered headings in body type; Refuse
 * and Callers share page 5 under ALL-CAPS headings in body type.
 */
import type { PdfPage } from '../../server/platform/demo/pdf-writer';

export const HANDBOOK_TITLE = 'Maple Heights Residents Handbook';
export const HANDBOOK_FILE = `${HANDBOOK_TITLE}.pdf`;

/** Every heading of the handbook, big type or body type, in the book's order. */
export const handbookHeadings = [
  'Amenities',
  '2. Animals',
  '3. Vehicles',
  'REFUSE AND RECYCLING',
  'CALLERS',
  'Quiet enjoyment',
  'Alterations',
];

export const handbook: PdfPage[] = [
  {
    heading: 'Amenities',
    lines: [
      'The rooftop swimming pool opens at 7:00 AM and closes at 8:30 PM. It is shut all day on',
      'Tuesdays for maintenance.',
      '',
      'Children below 10 years may swim only with a parent or guardian present.',
      '',
      'The fitness centre on the ground floor is open round the clock to residents with a key',
      'fob. Visitors are not admitted to the fitness centre.',
      '',
      'The reading room on the first floor is a silent space. It lends up to three books per',
      'flat for two weeks.',
    ],
  },
  {
    lines: [
      'The squash court is reserved at the concierge desk in slots of 45 minutes, between',
      '6:30 AM and 9:30 PM.',
      '',
      'The barbecue terrace can be reserved for private gatherings of up to 25 people, for a',
      'fee of Rs. 2,000 per evening.',
      '',
      'Community garden plots are allotted by lottery each January.',
    ],
  },
  {
    lines: [
      '2. Animals',
      '',
      'Residents may keep up to two cats or dogs per flat. Every animal must be listed with the',
      'management office within 30 days of its arrival.',
      '',
      'In the lifts and the lobby, dogs must be held on a short lead.',
      '',
      'Animals are not permitted on the rooftop pool deck or in the reading room.',
      '',
      'Owners are liable for any damage or injury their animal causes.',
    ],
  },
  {
    lines: [
      '3. Vehicles',
      '',
      'Each flat has two open-air parking bays marked with its flat number.',
      '',
      'Guest cars use the marked bays along the east driveway and must leave by midnight.',
      '',
      'The speed limit inside the grounds is 15 km/h.',
      '',
      'Bicycles are kept in the cycle shed beside Block C.',
      '',
      'Washing a car with a hose is not allowed.',
      '',
      'An abandoned vehicle is towed away after a written notice of 14 days.',
    ],
  },
  {
    lines: [
      'REFUSE AND RECYCLING',
      '',
      'Household rubbish goes down the chute in tied bags only.',
      '',
      'Bottles, cans and paper go in the blue recycling bins in the basement.',
      '',
      'The refuse lorry empties the basement bins every Tuesday and Friday morning.',
      '',
      'Bulky items such as furniture are removed by appointment with the concierge, at',
      'Rs. 300 per item.',
      '',
      'CALLERS',
      '',
      'Every caller is announced by the concierge before being let in.',
      '',
      'Tradespeople are admitted between 8:00 AM and 7:00 PM only.',
      '',
      'Anyone staying more than 7 nights must be registered with the management office.',
    ],
  },
  {
    heading: 'Quiet enjoyment',
    lines: [
      'Between 11:00 PM and 7:00 AM, sound must be kept low enough not to be heard in the',
      'next flat.',
      '',
      'Power tools may be used only from 10:00 AM to 5:00 PM on weekdays, and never at',
      'weekends.',
      '',
      'Washing machines should not run after 10:00 PM.',
      '',
      'Practice on a musical instrument is limited to two hours a day.',
    ],
  },
  {
    heading: 'Alterations',
    lines: [
      'No flat may be altered without the written consent of the management committee. Plans',
      'must be submitted at least 21 days before work begins.',
      '',
      'Load-bearing walls and the building facade must not be changed.',
      '',
      'Contractors must carry public liability insurance and leave the corridors clean at the',
      'end of each day.',
      '',
      'A damage deposit of Rs. 10,000 is held until the committee inspects the finished work.',
    ],
  },
];
