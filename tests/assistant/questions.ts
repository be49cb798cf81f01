/**
 * Ask RWA's question set (issue 37, "Prove it"): what residents ask of the demo rule book and of
 * the test handbook, with what a careful reader of the book would answer. Facts are short
 * verbatim pieces of the book's text; a fact a book does not state is never expected.
 *
 * `sections` are the sections the answer must come from (in `book`); `also` are sections of
 * either book about the same thing, whose sentences are not wrong to quote beside them (both
 * books sit in one library) but whose facts are not required. A question naming a thing only
 * one book has (the rooftop pool, the squash court) has no `also`.
 */
import type { BookName } from './books';

export type Kind =
  'single-fact' | 'whole-section' | 'paraphrased' | 'misspelled' | 'follow-up' | 'unanswerable';

export interface SectionRef {
  book: BookName;
  heading: string;
  pages: number[];
}

export interface Answerable {
  kind: Exclude<Kind, 'unanswerable'>;
  q: string;
  /** Earlier questions of the chat, oldest first. */
  context?: string[];
  book: BookName;
  sections: SectionRef[];
  facts: string[];
  also?: SectionRef[];
  decline?: undefined;
}

export interface Unanswerable {
  kind: 'unanswerable';
  q: string;
  context?: string[];
  decline: true;
}

export type Question = Answerable | Unanswerable;

const rules = (heading: string, ...pages: number[]): SectionRef => ({
  book: 'rules',
  heading,
  pages,
});
const hb = (heading: string, ...pages: number[]): SectionRef => ({
  book: 'handbook',
  heading,
  pages,
});

// The demo rule book: one section a page.
const amenities = rules('Amenities and timings', 1);
const pets = rules('Pets', 2);
const parking = rules('Parking', 3);
const visitors = rules('Visitors and domestic help', 4);
const renovation = rules('Renovation and interior work', 5);
const maintenance = rules('Maintenance charges', 6);
const noiseWaste = rules('Noise, waste and common areas', 7);
const moving = rules('Moving in and out', 8);
// The handbook: Amenities runs over pages 1-2, Refuse and Callers share page 5.
const hbAmenities = hb('Amenities', 1);
const hbAmenitiesMore = hb('Amenities', 2);
const animals = hb('2. Animals', 3);
const vehicles = hb('3. Vehicles', 4);
const refuse = hb('REFUSE AND RECYCLING', 5);
const callers = hb('CALLERS', 5);
const quiet = hb('Quiet enjoyment', 6);
const alterations = hb('Alterations', 7);

type Asked = [
  kind: Answerable['kind'],
  q: string,
  sections: SectionRef[],
  facts: string[],
  more?: { context?: string[]; also?: SectionRef[] },
];
const from =
  (book: BookName) =>
  (...[kind, q, sections, facts, more = {}]: Asked): Answerable => ({
    kind,
    q,
    book,
    sections,
    facts,
    ...more,
  });
const inRules = from('rules');
const inHandbook = from('handbook');
const unanswerable = (q: string, context?: string[]): Unanswerable => ({
  kind: 'unanswerable',
  q,
  decline: true,
  ...(context ? { context } : {}),
});

const rulesQuestions: Question[] = [
  // One fact.
  inRules(
    'single-fact',
    'What time does the swimming pool open?',
    [amenities],
    ['6:00 AM to 9:00 PM'],
    { also: [hbAmenities] },
  ),
  inRules('single-fact', 'Is the pool closed on any day?', [amenities], ['except Monday'], {
    also: [hbAmenities],
  }),
  inRules('single-fact', 'gym timings', [amenities], ['5:30 AM to 10:00 PM'], {
    also: [hbAmenities],
  }),
  inRules(
    'single-fact',
    'Until when can we party in the banquet hall?',
    [amenities],
    ['end by 11:00 PM'],
  ),
  inRules('single-fact', 'What is the fine for pet waste?', [pets], ['Rs. 500']),
  inRules(
    'single-fact',
    'Which lift should pets use?',
    [pets],
    ['Pets must use the service lift'],
    { also: [animals] },
  ),
  inRules(
    'single-fact',
    'What is the fine for an unleashed dog?',
    [pets],
    ['Dogs must be kept on a leash'],
    { also: [animals] },
  ),
  inRules('single-fact', 'Where do I charge my electric vehicle?', [parking], ['B1 level']),
  inRules('single-fact', 'How much is the renovation deposit?', [renovation], ['Rs. 25,000'], {
    also: [alterations],
  }),
  inRules('single-fact', 'Can I pay maintenance in cash?', [maintenance], ['Cash is not accepted']),
  inRules(
    'single-fact',
    'What is the late fee on maintenance?',
    [maintenance],
    ['18 percent a year'],
  ),
  inRules('single-fact', 'What are the quiet hours?', [noiseWaste], ['10:00 PM to 7:00 AM'], {
    also: [quiet],
  }),
  inRules(
    'single-fact',
    'How early must I book the service lift to move out?',
    [moving],
    ['two days in advance'],
  ),
  // The whole section.
  inRules(
    'whole-section',
    'What are the rules for pets?',
    [pets],
    [
      'Pets are welcome',
      'registered with the estate office',
      'anti-rabies vaccination',
      'kept on a leash',
      'service lift',
      'Rs. 500',
      'not allowed in the swimming pool',
    ],
    { also: [animals] },
  ),
  inRules(
    'whole-section',
    'What are the parking rules?',
    [parking],
    [
      'one covered parking slot',
      'Rs. 1,500 a month',
      'parking sticker',
      'P2 level near Gate 2',
      'register their vehicle with security',
      'will be clamped',
      'Rs. 1,000',
      'B1 level',
    ],
    { also: [vehicles] },
  ),
  inRules(
    'whole-section',
    'How does garbage collection work?',
    [noiseWaste],
    ['wet, dry and hazardous', 'between 7:00 AM and 9:00 AM'],
    { also: [refuse] },
  ),
  inRules(
    'whole-section',
    'What are the rules for guests?',
    [visitors, parking],
    [
      'approved by the resident through the gate app',
      'sign in at the security desk',
      'P2 level near Gate 2',
      'register their vehicle with security',
    ],
    { also: [callers, vehicles] },
  ),
  inRules(
    'whole-section',
    'What are the renovation rules?',
    [renovation],
    [
      '9:00 AM to 6:00 PM, Monday to Saturday',
      'on Sundays or public holidays',
      'refundable deposit of Rs. 25,000',
      'within 48 hours',
      'Structural changes',
    ],
    { also: [alterations, quiet] },
  ),
  inRules(
    'whole-section',
    'Tell me about the maintenance charges',
    [maintenance],
    [
      'Rs. 3.50 per square foot',
      'sinking fund',
      'by the 10th of the month',
      '18 percent a year',
      'Cash is not accepted',
      'receipt in the portal',
    ],
  ),
  inRules(
    'whole-section',
    'What are the rules for moving in and out?',
    [moving],
    [
      'book the service lift',
      'two days in advance',
      '8:00 AM to 8:00 PM',
      'no-dues certificate',
      'rental agreement and police verification',
    ],
  ),
  // Other words than the book's.
  inRules(
    'paraphrased',
    'Can my Labrador come to the pool?',
    [pets],
    ['Pets are not allowed in the swimming pool'],
    { also: [animals] },
  ),
  inRules('paraphrased', 'Where do guests park?', [parking], ['P2 level near Gate 2'], {
    also: [vehicles],
  }),
  inRules(
    'paraphrased',
    'When can the plumber drill?',
    [renovation],
    ['9:00 AM to 6:00 PM, Monday to Saturday', 'on Sundays or public holidays'],
    { also: [quiet, alterations] },
  ),
  inRules(
    'paraphrased',
    'Does my maid need a background check?',
    [visitors],
    ['photo ID and police verification'],
  ),
  inRules(
    'paraphrased',
    'How should I sort my rubbish?',
    [noiseWaste],
    ['wet, dry and hazardous'],
    { also: [refuse] },
  ),
  inRules(
    'paraphrased',
    'Can I light a cigarette in the lift?',
    [noiseWaste],
    ['Smoking is not allowed in lifts'],
  ),
  inRules(
    'paraphrased',
    'When can my kids use the playground?',
    [amenities],
    ['7:00 AM to 8:00 PM'],
  ),
  inRules(
    'paraphrased',
    'Can I knock down a wall in my flat?',
    [renovation],
    ['Structural changes to walls'],
    { also: [alterations] },
  ),
  inRules(
    'paraphrased',
    "Is there a penalty for using someone else's spot?",
    [parking],
    ['will be clamped', 'Rs. 1,000'],
  ),
  // Spelling slips.
  inRules('misspelled', 'parkng for vistors', [parking], ['P2 level near Gate 2'], {
    also: [vehicles],
  }),
  inRules('misspelled', 'garbge pickup time', [noiseWaste], ['between 7:00 AM and 9:00 AM'], {
    also: [refuse],
  }),
  inRules('misspelled', 'swiming pool hours', [amenities], ['6:00 AM to 9:00 PM'], {
    also: [hbAmenities],
  }),
  inRules('misspelled', 'renovaton deposit', [renovation], ['Rs. 25,000'], { also: [alterations] }),
  inRules('misspelled', 'maintainance late fee', [maintenance], ['18 percent a year']),
  // Follow-ups, read in the light of the earlier questions.
  inRules('follow-up', 'and for cats?', [pets], ['Pets must use the service lift'], {
    context: ['Do dogs need a leash?'],
    also: [animals],
  }),
  inRules('follow-up', 'and the gym?', [amenities], ['5:30 AM to 10:00 PM'], {
    context: ['When is the pool open?'],
    also: [hbAmenities],
  }),
  inRules('follow-up', 'and the hours?', [renovation], ['9:00 AM to 6:00 PM'], {
    context: ['How much is the renovation deposit?'],
    also: [quiet],
  }),
  inRules('follow-up', 'what about the fine?', [parking], ['Rs. 1,000 applies'], {
    context: ['Where can visitors park?'],
  }),
  inRules('follow-up', 'and on Sundays?', [renovation], ['on Sundays or public holidays'], {
    context: ['What are the renovation hours?'],
    also: [quiet],
  }),
];

const handbookQuestions: Question[] = [
  inHandbook('single-fact', 'When does the rooftop pool close?', [hbAmenities], ['8:30 PM']),
  inHandbook(
    'single-fact',
    'Which day is the rooftop pool shut?',
    [hbAmenities],
    ['Tuesdays for maintenance'],
  ),
  inHandbook(
    'single-fact',
    'How many books can I borrow from the reading room?',
    [hbAmenities],
    ['up to three books per flat'],
  ),
  inHandbook(
    'single-fact',
    'How long is a squash court slot?',
    [hbAmenitiesMore],
    ['slots of 45 minutes'],
  ),
  inHandbook(
    'single-fact',
    'How much does the barbecue terrace cost?',
    [hbAmenitiesMore],
    ['Rs. 2,000 per evening'],
  ),
  inHandbook(
    'single-fact',
    'How many cats or dogs may a flat keep?',
    [animals],
    ['up to two cats or dogs per flat'],
    { also: [pets] },
  ),
  inHandbook(
    'single-fact',
    'By when must guest cars leave?',
    [vehicles],
    ['must leave by midnight'],
    { also: [parking] },
  ),
  inHandbook('single-fact', 'What is the speed limit inside the grounds?', [vehicles], ['15 km/h']),
  inHandbook(
    'single-fact',
    'When does the refuse lorry come?',
    [refuse],
    ['every Tuesday and Friday morning'],
  ),
  inHandbook(
    'single-fact',
    'What does it cost to remove bulky furniture?',
    [refuse],
    ['Rs. 300 per item'],
  ),
  inHandbook(
    'single-fact',
    'When are tradespeople admitted?',
    [callers],
    ['between 8:00 AM and 7:00 PM'],
  ),
  inHandbook(
    'single-fact',
    'How much is the damage deposit for alterations?',
    [alterations],
    ['Rs. 10,000'],
    { also: [renovation] },
  ),
  inHandbook(
    'whole-section',
    'What are the rules for animals?',
    [animals],
    [
      'up to two cats or dogs',
      'within 30 days',
      'short lead',
      'rooftop pool deck',
      'liable for any damage',
    ],
    { also: [pets] },
  ),
  inHandbook(
    'whole-section',
    'What are the rules for vehicles?',
    [vehicles],
    [
      'two open-air parking bays',
      'east driveway',
      '15 km/h',
      'cycle shed',
      'hose is not allowed',
      'notice of 14 days',
    ],
    { also: [parking] },
  ),
  inHandbook(
    'whole-section',
    'How do refuse and recycling work?',
    [refuse],
    [
      'tied bags only',
      'blue recycling bins',
      'every Tuesday and Friday morning',
      'Rs. 300 per item',
    ],
    { also: [noiseWaste] },
  ),
  inHandbook(
    'whole-section',
    'What are the rules on alterations?',
    [alterations],
    [
      'written consent of the management committee',
      'at least 21 days',
      'Load-bearing walls',
      'public liability insurance',
      'Rs. 10,000',
    ],
    { also: [renovation] },
  ),
  inHandbook(
    'whole-section',
    'What are the quiet enjoyment rules?',
    [quiet],
    [
      '11:00 PM and 7:00 AM',
      '10:00 AM to 5:00 PM on weekdays',
      'after 10:00 PM',
      'two hours a day',
    ],
    { also: [noiseWaste] },
  ),
  inHandbook(
    'whole-section',
    'What amenities are there?',
    [hbAmenities, hbAmenitiesMore],
    [
      'rooftop swimming pool',
      'fitness centre',
      'reading room',
      'squash court',
      'barbecue terrace',
      'Community garden plots',
    ],
    { also: [amenities] },
  ),
  inHandbook(
    'whole-section',
    'What are the rules for callers?',
    [callers],
    ['announced by the concierge', 'between 8:00 AM and 7:00 PM', 'more than 7 nights'],
    { also: [visitors, parking] },
  ),
  inHandbook(
    'paraphrased',
    'Can my tabby join me at the pool?',
    [animals],
    ['not permitted on the rooftop pool deck'],
    { also: [pets] },
  ),
  inHandbook(
    'paraphrased',
    'Where should my friends leave their car when they come over?',
    [vehicles],
    ['east driveway'],
    { also: [parking] },
  ),
  inHandbook(
    'paraphrased',
    'When can the carpenter use a drill?',
    [quiet],
    ['10:00 AM to 5:00 PM on weekdays'],
    { also: [renovation, alterations] },
  ),
  inHandbook('paraphrased', 'Where do I put old newspapers?', [refuse], ['blue recycling bins'], {
    also: [noiseWaste],
  }),
  inHandbook(
    'paraphrased',
    'How do I get rid of an old sofa?',
    [refuse],
    ['Bulky items such as furniture'],
    { also: [noiseWaste] },
  ),
  inHandbook(
    'paraphrased',
    'Can my mother-in-law stay with us for a month?',
    [callers],
    ['more than 7 nights must be registered'],
    { also: [visitors, parking] },
  ),
  inHandbook('paraphrased', 'Is the gym open at night?', [hbAmenities], ['open round the clock'], {
    also: [amenities],
  }),
  inHandbook(
    'paraphrased',
    'Can I hose down my SUV?',
    [vehicles],
    ['Washing a car with a hose is not allowed'],
  ),
  inHandbook(
    'misspelled',
    'swimmng pool on the rooftop',
    [hbAmenities],
    ['opens at 7:00 AM and closes at 8:30 PM'],
  ),
  inHandbook('misspelled', 'barbeque terrace fee', [hbAmenitiesMore], ['Rs. 2,000 per evening']),
  inHandbook('misspelled', 'sqush court booking', [hbAmenitiesMore], ['slots of 45 minutes']),
  inHandbook('misspelled', 'recyclng bins', [refuse], ['blue recycling bins'], {
    also: [noiseWaste],
  }),
  inHandbook('misspelled', 'alteratons deposit', [alterations], ['Rs. 10,000'], {
    also: [renovation],
  }),
  inHandbook(
    'follow-up',
    'and must they be registered?',
    [animals],
    ['listed with the management office within 30 days'],
    { context: ['How many cats or dogs may a flat keep?'], also: [pets] },
  ),
  inHandbook(
    'follow-up',
    'and the squash court?',
    [hbAmenitiesMore],
    ['between 6:30 AM and 9:30 PM'],
    { context: ['When does the rooftop pool open?'] },
  ),
  inHandbook('follow-up', 'how many people can come?', [hbAmenitiesMore], ['up to 25 people'], {
    context: ['How much does the barbecue terrace cost?'],
  }),
  inHandbook(
    'follow-up',
    'what about bulky items?',
    [refuse],
    ['by appointment with the concierge'],
    { context: ['When does the refuse lorry come?'] },
  ),
];

/** Neither book says: the answer is the plain "not in the documents", citing nothing. */
const unanswerableQuestions: Question[] = [
  unanswerable('What is the capital of France?'),
  unanswerable('What is the Wi-Fi password?'),
  unanswerable('Who won the cricket match yesterday?'),
  unanswerable('How do I cook biryani?'),
  unanswerable('Will it rain tomorrow?'),
  unanswerable('???'),
  unanswerable('Who is the president of the RWA?'),
  unanswerable('How do I renew my passport?'),
  unanswerable('Is there a shuttle bus to the railway station?'),
  unanswerable('Where is the nearest hospital?'),
  unanswerable('and the sauna?', ['What time does the swimming pool open?']),
];

export const questions: Question[] = [
  ...rulesQuestions,
  ...handbookQuestions,
  ...unanswerableQuestions,
];
