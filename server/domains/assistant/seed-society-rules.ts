/**
 * "Gatehouse Society Rules", the demo estate's rule book, written as a PDF by our own code
 * and given to the assistant on first start, so Ask RWA answers out of the box. One topic per
 * page, so an answer's page says where to read on.
 */
import type { PdfPage } from '../../platform/demo/pdf-writer';
import { estateName } from '../../../contract/platform/estate';

export const SOCIETY_RULES_TITLE = `${estateName} Society Rules`;
export const SOCIETY_RULES_FILE = `${SOCIETY_RULES_TITLE}.pdf`;

export const societyRules: PdfPage[] = [
  {
    heading: 'Amenities and timings',
    lines: [
      'The swimming pool is open from 6:00 AM to 9:00 PM every day except Monday, when it is',
      'closed for cleaning. Children under 12 must be accompanied by an adult in the pool.',
      '',
      'The gym in the clubhouse is open from 5:30 AM to 10:00 PM. Residents must carry their',
      'access card, and guests may use the gym only with a resident.',
      '',
      'The clubhouse hall can be used from 8:00 AM to 11:00 PM. Parties in the banquet hall must',
      'end by 11:00 PM.',
      '',
      'The badminton and tennis courts can be booked through the portal for today or tomorrow,',
      'from 6:00 AM to 10:00 PM. A badminton booking lasts up to one hour and a tennis booking',
      'up to one and a half hours; each apartment may hold two upcoming bookings per sport.',
      '',
      "The children's play area is open from 7:00 AM to 8:00 PM.",
    ],
  },
  {
    heading: 'Pets',
    lines: [
      'Pets are welcome. Every dog must be registered with the estate office, with proof of its',
      'anti-rabies vaccination, renewed every year.',
      '',
      'Dogs must be kept on a leash in all common areas, lifts and lobbies. Pets must use the',
      'service lift, not the passenger lift.',
      '',
      'Pet owners must clean up after their pets immediately. A fine of Rs. 500 applies for',
      'each instance of pet waste left in a common area.',
      '',
      "Pets are not allowed in the swimming pool, the gym or the children's play area.",
    ],
  },
  {
    heading: 'Parking',
    lines: [
      'Each apartment is allotted one covered parking slot in the basement. A second slot can be',
      'rented from the estate office for Rs. 1,500 a month, when available.',
      '',
      'Every resident vehicle must display the estate parking sticker on its windscreen.',
      '',
      'Visitor parking is on the P2 level near Gate 2, for at most 4 hours. Visitors staying',
      'overnight must register their vehicle with security.',
      '',
      "Cars parked in another resident's slot or in a fire lane will be clamped, and a fine of",
      'Rs. 1,000 applies.',
      '',
      'Electric vehicles can be charged at the charging points on the B1 level, billed by meter.',
    ],
  },
  {
    heading: 'Visitors and domestic help',
    lines: [
      'All visitors must be approved by the resident through the gate app or by intercom, and',
      'must sign in at the security desk at the main gate.',
      '',
      'Delivery staff may not go above the ground floor lobby after 10:00 PM; residents collect',
      'late deliveries at the gate.',
      '',
      'Domestic help, drivers and cooks must be registered with the estate office with a photo',
      'ID and police verification, and are issued an entry card.',
    ],
  },
  {
    heading: 'Renovation and interior work',
    lines: [
      'Renovation work is allowed from 9:00 AM to 6:00 PM, Monday to Saturday. No noisy work',
      'such as drilling or breaking is allowed on Sundays or public holidays.',
      '',
      'Before any work starts, the resident must inform the estate office in writing and pay a',
      'refundable deposit of Rs. 25,000, returned when the debris has been cleared.',
      '',
      'Debris must be bagged and removed by the contractor within 48 hours. It may not be left',
      'in corridors, staircases or the lift lobby.',
      '',
      'Structural changes to walls, columns or balconies are not allowed.',
    ],
  },
  {
    heading: 'Maintenance charges',
    lines: [
      'Maintenance charges are Rs. 3.50 per square foot per month, billed every month. The',
      'sinking fund contribution is Rs. 500 per apartment per month.',
      '',
      'The bill must be paid by the 10th of the month. After 15 days of grace, a late fee of',
      'interest at 18 percent a year is charged on the overdue amount, as a line on the next bill.',
      '',
      'Charges can be paid by UPI through the portal, by bank transfer, or by cheque at the',
      'estate office. Cash is not accepted. Every payment gets a receipt in the portal.',
    ],
  },
  {
    heading: 'Noise, waste and common areas',
    lines: [
      'Quiet hours are from 10:00 PM to 7:00 AM. Music and parties must be kept low during',
      'quiet hours.',
      '',
      'Waste must be separated into wet, dry and hazardous waste. Housekeeping collects waste',
      'from each floor between 7:00 AM and 9:00 AM.',
      '',
      'Smoking is not allowed in lifts, lobbies, the clubhouse or any indoor common area.',
      '',
      'Bicycles and shoes may not be kept in corridors or on staircases.',
    ],
  },
  {
    heading: 'Moving in and out',
    lines: [
      'Residents moving in or out must book the service lift with the estate office at least',
      'two days in advance.',
      '',
      'Moving is allowed from 8:00 AM to 8:00 PM. A no-dues certificate from the estate office',
      'is needed before moving out.',
      '',
      'Tenants must submit a copy of the rental agreement and police verification to the estate',
      'office before moving in.',
    ],
  },
];
