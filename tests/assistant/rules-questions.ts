/** The question set's questions of the demo rule book (seed-society-rules.ts). */
import {
  amenities,
  pets,
  parking,
  visitors,
  renovation,
  maintenance,
  noiseWaste,
  moving,
  hbAmenities,
  animals,
  vehicles,
  refuse,
  callers,
  quiet,
  alterations,
  inRules,
  type Question,
} from './question-kit';

export const rulesQuestions: Question[] = [
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
