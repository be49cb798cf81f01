export type CommitteeRole =
  'President' | 'Secretary' | 'Treasurer' | 'Joint Secretary' | 'Executive Member';

export interface CommitteeMember {
  id: string;
  name: string;
  role: CommitteeRole;
  photo: string;
  quote: string;
}

/** The RWA managing committee shown on About (SPEC.md §2: 9 members). */
export const committee: readonly CommitteeMember[] = [
  {
    id: 'rajesh-menon',
    name: 'Rajesh Menon',
    role: 'President',
    photo: '/images/committee/rajesh-menon.svg',
    quote: 'A good neighbourhood is built one conversation at a time.',
  },
  {
    id: 'ananya-iyer',
    name: 'Ananya Iyer',
    role: 'Secretary',
    photo: '/images/committee/ananya-iyer.svg',
    quote: 'Every request deserves an answer, and every answer a date.',
  },
  {
    id: 'harpreet-singh',
    name: 'Harpreet Singh',
    role: 'Treasurer',
    photo: '/images/committee/harpreet-singh.svg',
    quote: 'Your maintenance money, accounted for to the last rupee.',
  },
  {
    id: 'fatima-sheikh',
    name: 'Fatima Sheikh',
    role: 'Joint Secretary',
    photo: '/images/committee/fatima-sheikh.svg',
    quote: 'Festivals feel bigger when every tower joins in.',
  },
  {
    id: 'vikram-rao',
    name: 'Vikram Rao',
    role: 'Executive Member',
    photo: '/images/committee/vikram-rao.svg',
    quote: 'Courts booked fairly, lights fixed fast — that is my promise.',
  },
  {
    id: 'meera-kapoor',
    name: 'Meera Kapoor',
    role: 'Executive Member',
    photo: '/images/committee/meera-kapoor.svg',
    quote: 'Our elders and our children should feel equally at home here.',
  },
  {
    id: 'arjun-das',
    name: 'Arjun Das',
    role: 'Executive Member',
    photo: '/images/committee/arjun-das.svg',
    quote: 'Greener lawns, less waste, cleaner air: small steps, every month.',
  },
  {
    id: 'priya-nair',
    name: 'Priya Nair',
    role: 'Executive Member',
    photo: '/images/committee/priya-nair.svg',
    quote: 'Security that is friendly to residents and firm with strangers.',
  },
  {
    id: 'joseph-dsouza',
    name: "Joseph D'Souza",
    role: 'Executive Member',
    photo: '/images/committee/joseph-dsouza.svg',
    quote: 'Forty years of building work taught me: fix it before it breaks.',
  },
];
