/**
 * Standing approvals (issue 34), "frequent entries" as MyGate and ADDA call them: a flat lets a
 * kind of visitor in for a window without being called each time — any Swiggy, Zomato, Blinkit
 * or Amazon delivery from 09:00 to 22:00 every day until it is stopped; an Uber or Ola cab today,
 * plate ending 4821. The desk keeps them offline like passes and lets a matching arrival in with
 * one tap; the entry is recorded against the flat, which is told.
 *
 * A window is India time: its days of the week, its hours (both ends included, as a daily help
 * pass's), from its first day to its last (none: until the flat stops it).
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { byId, freeText, isoDate, recordId, stating } from '../platform/fields';
import { inIndia } from '../platform/india-time';
import { messages } from '../messages';
import { plateEndsWith, plateLetters } from '../vehicles/plates';
import { deviceId, gateName, happenedAt } from './desk-fields';
import { visit, weekdayOf, weekdays, type Weekday } from './visitors';

export const standingKinds = ['delivery', 'cab'] as const;
export type StandingKind = (typeof standingKinds)[number];

export const standingKindLabels: Record<StandingKind, string> = {
  delivery: 'Delivery',
  cab: 'Cab',
};

/** The companies a flat may name, by kind; `any` lets in every company of the kind. */
export const standingCompanies = {
  delivery: ['swiggy', 'zomato', 'blinkit', 'zepto', 'amazon', 'flipkart', 'bigbasket', 'dunzo'],
  cab: ['uber', 'ola', 'rapido'],
} as const;
export const ANY_COMPANY = 'any';
/** What the guard picks when an approval for any company meets one not on the list. */
export const OTHER_COMPANY = 'other';

type NamedCompany = (typeof standingCompanies)[StandingKind][number];
export type StandingCompany = NamedCompany | typeof ANY_COMPANY;
export type EntryCompany = NamedCompany | typeof OTHER_COMPANY;

const namedCompanies = [...standingCompanies.delivery, ...standingCompanies.cab] as const;

export const companyLabels: Record<StandingCompany | EntryCompany, string> = {
  swiggy: 'Swiggy',
  zomato: 'Zomato',
  blinkit: 'Blinkit',
  zepto: 'Zepto',
  amazon: 'Amazon',
  flipkart: 'Flipkart',
  bigbasket: 'BigBasket',
  dunzo: 'Dunzo',
  uber: 'Uber',
  ola: 'Ola',
  rapido: 'Rapido',
  any: 'Any company',
  other: 'Other',
};

/** The most a flat keeps at once: enough for every app a household uses, not a loophole. */
export const STANDING_MAX_LIVE = 20;
/** How far ahead an approval may start. */
export const STANDING_AHEAD_DAYS = 30;
export const EVERY_DAY: readonly Weekday[] = weekdays;

const clockTime = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time (HH:MM)`);

export const standingFields = stating(
  z
    .strictObject({
      kind: z.enum(standingKinds, { error: messages.standingKindRequired }),
      companies: z
        .array(z.enum([...namedCompanies, ANY_COMPANY], { error: messages.standingCompanyKind }), {
          error: messages.standingCompaniesRequired,
        })
        .min(1, messages.standingCompaniesRequired)
        .max(namedCompanies.length, messages.standingCompaniesRequired),
      days: z
        .array(z.enum(weekdays), { error: messages.helpDaysRequired })
        .min(1, messages.helpDaysRequired)
        .max(7),
      start_time: clockTime('From'),
      end_time: clockTime('Until'),
      starts_on: isoDate('First day'),
      /** null or absent: until the flat stops it. */
      ends_on: isoDate('Last day').nullable().optional(),
      /** A cab's plate ending, as the flat knows it ("4821"); '' for none. */
      plate_suffix: z
        .string({ error: messages.plateEndingInvalid })
        .transform(plateLetters)
        .pipe(z.string().max(10, messages.plateEndingInvalid))
        .optional(),
    })
    .superRefine((fields, context) => {
      const allowed: readonly string[] = [...standingCompanies[fields.kind], ANY_COMPANY];
      if (fields.companies.some((company) => !allowed.includes(company))) {
        context.addIssue({
          code: 'custom',
          path: ['companies'],
          message: messages.standingCompanyKind,
        });
      }
      if (fields.end_time <= fields.start_time) {
        context.addIssue({ code: 'custom', path: ['end_time'], message: messages.helpHoursOrder });
      }
      if (fields.ends_on && fields.ends_on < fields.starts_on) {
        context.addIssue({
          code: 'custom',
          path: ['ends_on'],
          message: messages.standingEndsFirst,
        });
      }
    }),
  [messages.standingCompanyKind, messages.helpHoursOrder, messages.standingEndsFirst],
);
export type StandingFields = z.input<typeof standingFields>;

/** What is wrong with an approval's dates on `today` (India), if anything: form and server. */
export function standingDatesProblem(
  fields: { starts_on: string; ends_on?: string | null | undefined },
  today: string,
  aheadLimit: string,
): string | undefined {
  if (fields.ends_on && fields.ends_on < today) return messages.standingEnded;
  if (fields.starts_on > aheadLimit) return messages.standingTooFarAhead;
  return undefined;
}

/** What the desk keeps of an approval: the flat, who, and when; nothing of who made it. */
export const deskStanding = z.object({
  id: z.string(),
  apartment: z.string(),
  kind: z.enum(standingKinds),
  companies: z.array(z.enum([...namedCompanies, ANY_COMPANY])),
  days: z.array(z.enum(weekdays)),
  start_time: z.string(),
  end_time: z.string(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  plate_suffix: z.string(),
});
export type DeskStanding = z.infer<typeof deskStanding>;

export const standingApproval = deskStanding.extend({
  created_by_name: z.string(),
  created_at: z.string(),
  stopped_at: z.string().nullable(),
});
export type StandingApproval = z.infer<typeof standingApproval>;

type StandingWindow = Pick<DeskStanding, 'days' | 'start_time' | 'end_time' | 'starts_on'> & {
  ends_on: string | null;
};

/** Whether the window is open at `at`, India time. */
export function standingOpenAt(approval: StandingWindow, at: Date): boolean {
  const { date, time } = inIndia(at);
  if (date < approval.starts_on) return false;
  if (approval.ends_on !== null && date > approval.ends_on) return false;
  if (!approval.days.includes(weekdayOf(date))) return false;
  return time >= approval.start_time && time <= approval.end_time;
}

export interface Arrival {
  kind: StandingKind;
  company: EntryCompany;
  /** The vehicle's plate when the guard read one. */
  plate?: string | undefined;
}

/** Whether the approval names this arrival: its kind, its company, its plate's ending. */
export function standingCovers(
  approval: Pick<DeskStanding, 'kind' | 'companies' | 'plate_suffix'>,
  arrival: Arrival,
): boolean {
  if (approval.kind !== arrival.kind) return false;
  const companies: readonly string[] = approval.companies;
  if (!companies.includes(ANY_COMPANY) && !companies.includes(arrival.company)) return false;
  if (approval.plate_suffix !== '' && arrival.plate !== undefined) {
    return plateEndsWith(arrival.plate, approval.plate_suffix);
  }
  return true;
}

/** The companies a guard may pick for an arrival under this approval. */
export function entryCompaniesOf(
  approval: Pick<DeskStanding, 'kind' | 'companies'>,
): EntryCompany[] {
  const named = approval.companies.filter((company) => company !== ANY_COMPANY);
  if (named.length === approval.companies.length) return named as EntryCompany[];
  const all: readonly NamedCompany[] = standingCompanies[approval.kind];
  return [...all, OTHER_COMPANY];
}

/** How the visit reads in the log, on the desk and in the flat's notice: "Swiggy delivery". */
export function standingVisitorName(kind: StandingKind, company: EntryCompany): string {
  const what = standingKindLabels[kind];
  return company === OTHER_COMPANY ? what : `${companyLabels[company]} ${what.toLowerCase()}`;
}

export const listStandingApprovals = defineEndpoint({
  method: 'GET',
  path: 'visitors/standing-approvals',
  access: 'member',
  response: z.array(standingApproval),
  failure: messages.standingFetchFailed,
});

export const createStandingApproval = defineEndpoint({
  method: 'POST',
  path: 'visitors/standing-approvals',
  access: 'member',
  body: standingFields,
  created: 'always',
  response: standingApproval,
  failure: messages.standingCreateFailed,
});

/** The flat's own only: stopped from now; the desk drops it at its next refresh. */
export const stopStandingApproval = defineEndpoint({
  method: 'DELETE',
  path: 'visitors/standing-approvals/:id',
  access: 'member',
  params: byId,
  response: standingApproval,
  failure: messages.standingStopFailed,
});

export const standingEntryFields = z.strictObject({
  visit_id: deviceId,
  approval_id: recordId(messages.standingNotFound),
  company: z.enum([...namedCompanies, OTHER_COMPANY], { error: messages.standingCompanyKind }),
  plate: freeText('Vehicle', 'line').optional(),
  gate: gateName,
  people: z.number().int().min(1, messages.peopleRange).max(50, messages.peopleRange).optional(),
  at: happenedAt,
});
export type StandingEntryFields = z.input<typeof standingEntryFields>;

/**
 * An arrival the desk let in under a standing approval, online or not: always recorded (the
 * guard has let them in), with what was wrong as flags for the RWA — stopped meanwhile, or
 * outside its window — as an offline pass entry is.
 */
export const recordStandingEntry = defineEndpoint({
  method: 'POST',
  path: 'gate/standing-entries',
  access: 'guard',
  body: standingEntryFields,
  response: z.object({ message: z.string(), visit }),
  idempotent: true,
  failure: messages.standingEntryFailed,
});
