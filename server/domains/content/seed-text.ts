/** The words of the demo estate's content: newsletters, community updates and menu cards. */
import type { UpdateCategory } from '../../../contract/content/updates';
import type { PdfPage } from '../../platform/demo/pdf-writer';
import type { MenuCard } from '../../platform/demo/seed-images';
import { estateName } from '../../../contract/platform/estate';

const monthYear = (date: Date) =>
  date.toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** This month's issue and last month's. */
export function demoNewsletters(now: Date): { title: string; pages: PdfPage[] }[] {
  const lastMonth = new Date(now.getTime() - 30 * 86_400_000);
  return [
    {
      title: `${estateName} News - ${monthYear(now)}`,
      pages: [
        {
          heading: 'From the RWA',
          lines: [
            'Dear residents,',
            '',
            'The festive season is here, and this issue brings the plans for the Diwali Mela,',
            'the schedule for cleaning our overhead water tanks, and a reminder of the new',
            'parking rules that the last Annual General Meeting approved.',
            '',
            'As always, the estate office in the clubhouse is open 10:00-17:00, Monday to',
            'Saturday. Write to the RWA secretary, Meera Iyer, with ideas and complaints.',
          ],
        },
        {
          heading: 'Water tank cleaning',
          lines: [
            'The overhead tanks of all twelve towers will be cleaned and disinfected this month.',
            '',
            'Towers A-D: Saturday, 7:00 AM to 1:00 PM',
            'Towers E-H: Sunday, 7:00 AM to 1:00 PM',
            'Towers J-M: the following Saturday, 7:00 AM to 1:00 PM',
            '',
            'Please store water for the morning. Supply returns by 2:00 PM at the latest.',
            'The cleaning agency will share the lab report of the water quality afterwards.',
          ],
        },
        {
          heading: 'Diwali Mela',
          lines: [
            'The Diwali Mela returns to the central lawn with 24 food and craft stalls run by',
            'residents, a rangoli competition, a magic show for children and a diya walk.',
            '',
            'Stall booking: Rs. 500 per stall, at the estate office, first come first served.',
            'Please register your family on the Events page so we can plan food and seating.',
            'Crackers are not allowed inside the estate; a green-cracker zone is marked near gate 2.',
          ],
        },
      ],
    },
    {
      title: `${estateName} News - ${monthYear(lastMonth)}`,
      pages: [
        {
          heading: 'Parking rules',
          lines: [
            'From the first of next month, every car needs the new RFID sticker to enter.',
            'Collect two stickers per apartment at the estate office with your RC book.',
            '',
            'Visitor cars park only in the visitor bays near gate 1, for at most 6 hours.',
            'Cars parked in fire lanes will be clamped; the release fee is Rs. 500.',
            'EV owners can apply for one of the 20 charging points in basement 2.',
          ],
        },
        {
          heading: 'Minutes of the Annual General Meeting',
          lines: [
            'Present: 212 members in person and 64 by proxy; the quorum was met.',
            '',
            '1. The accounts of the last financial year were approved unanimously.',
            '2. The maintenance charge rises by 6 percent, to Rs. 3.18 per sq ft.',
            '3. The new parking rules were approved (184 for, 52 against).',
            '4. A sinking fund of Rs. 40 lakh was set aside for lift replacement.',
            '5. The committee will publish tenders for housekeeping and lift upkeep.',
            '',
            'The meeting closed with a vote of thanks to the outgoing treasurer.',
          ],
        },
        {
          heading: 'Around the estate',
          lines: [
            'The swimming pool reopens after re-tiling; timings are 6-10 AM and 4-9 PM.',
            'Our under-16 badminton team won the inter-society cup. Congratulations!',
            "The library corner in the clubhouse welcomes donations of children's books.",
          ],
        },
      ],
    },
  ];
}

export const demoUpdates: {
  daysAgo: number;
  fields: { title: string; content: string; category: UpdateCategory };
}[] = [
  {
    daysAgo: 0,
    fields: {
      title: 'Water supply off on Saturday morning',
      content:
        'Overhead tanks of Towers A-D are cleaned on Saturday from 7 AM to 1 PM. Please store water the night before.',
      category: 'Maintenance',
    },
  },
  {
    daysAgo: 2,
    fields: {
      title: 'Diwali Mela stalls open for booking',
      content:
        'Book a food or craft stall for the Diwali Mela at the estate office. Rs. 500 per stall, 24 stalls in all.',
      category: 'Event',
    },
  },
  {
    daysAgo: 5,
    fields: {
      title: 'New RFID parking stickers',
      content:
        'Collect two RFID stickers per apartment at the estate office with your RC book. Old stickers stop working next month.',
      category: 'Notice',
    },
  },
];
export const regularMenu = {
  title: 'Clubhouse Cafe',
  subtitle: 'All-day menu, 8 AM to 10 PM',
  description: 'Breakfast, South Indian classics, sandwiches and fresh juices, served all day.',
  accent: '#bc4749',
  items: [
    ['Masala dosa', '90'],
    ['Idli sambar (3)', '70'],
    ['Poha with sev', '60'],
    ['Paneer tikka sandwich', '120'],
    ['Veg hakka noodles', '140'],
    ['Filter coffee', '40'],
    ['Fresh lime soda', '50'],
  ],
} satisfies MenuCard & { description: string };

export const diwaliMenu = {
  title: 'Diwali Sweets Festival',
  subtitle: 'Order by the box, pick up at the cafe',
  description: 'Kaju katli, motichoor ladoo and gulab jamun by the box for Diwali week.',
  accent: '#e76f51',
  items: [
    ['Kaju katli (500 g)', '550'],
    ['Motichoor ladoo (500 g)', '320'],
    ['Gulab jamun (12)', '280'],
    ['Dry fruit gift box', '750'],
  ],
} satisfies MenuCard & { description: string };

export const brunchMenu = {
  title: 'Sunday Brunch',
  subtitle: 'Sundays 11 AM to 3 PM',
  description: 'A Sunday buffet of chaat, chole bhature, biryani and desserts.',
  accent: '#2a9d8f',
  items: [
    ['Brunch buffet, adult', '450'],
    ['Brunch buffet, child', '250'],
    ['Chole bhature', '160'],
    ['Veg dum biryani', '220'],
  ],
} satisfies MenuCard & { description: string };
