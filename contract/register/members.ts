/**
 * The residents' register (SPEC.md §2 /admin/users, §3 User create and Bulk CSV columns, §4
 * Member status, §5 Admin: users, §7 Members, §8 Users). Only the RWA calls these. A resident is
 * always created as a member: the RWA role is not given out through a form or a file.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import {
  apartmentNumber,
  isoDate,
  isoInstant,
  phoneNumber,
  requiredText,
  textMax,
} from '../platform/fields';
import { addDays } from '../platform/india-time';
import { messages } from '../messages';

/** As the forms show them (SPEC.md §4); the server keeps and sends them lowercase. */
export const memberStatuses = ['ACTIVE', 'INACTIVE', 'PENDING'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** The contract's range; `membershipStartProblem` narrows its end to a year from today. */
const membershipStartRange = { from: '1950-01-01', to: '2100-12-31' } as const;

const storedStatuses = ['active', 'inactive', 'pending'] as const;

/** The roles the register gives with `setUserRole`; guards come and go through gate/guards. */
export const userRoles = ['member', 'rwa'] as const;
export type UserRole = (typeof userRoles)[number];
const accountRoles = ['member', 'rwa', 'guard'] as const;

/** Any case in, lowercase out: the CSV and the forms say ACTIVE, the server keeps active. */
const memberStatus = z
  .string({ error: messages.userStatusInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.enum(storedStatuses, { error: messages.userStatusInvalid }));

export const resident = z.object({
  phone_number: z.string(),
  apartment_number: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  member_status: z.enum(storedStatuses),
  is_active: z.boolean(),
  /** Owns their flat: votes on an owners-only poll. Lists kept from before read as not. */
  is_owner: z.boolean().default(false),
  /** yyyy-MM-dd */
  membership_startdate: z.string().nullable(),
  /** ISO instants. */
  creation_date: z.string(),
  modification_date: z.string(),
  role: z.enum(accountRoles),
  last_sign_in_at: z.string().nullable(),
  /** Moved out: no access, kept for the record. */
  removed_at: z.string().nullable(),
  /** Sign-in locked after too many wrong codes, until then. */
  locked_until: z.string().nullable(),
});
export type Resident = z.infer<typeof resident>;

/**
 * One resident, from the Create User form or a CSV row (SPEC.md §5): name, email, phone and
 * apartment required; status ACTIVE and today's date by default. The client may send
 * creation_date and modification_date (SPEC.md §3); the server sets both to now regardless.
 */
export const userFields = z.strictObject({
  name: requiredText('Name', 'name', messages.userNameRequired),
  email: z
    .string({ error: messages.userEmailInvalid })
    .trim()
    .max(textMax.line, `Email must be at most ${textMax.line} characters`)
    .pipe(z.email(messages.userEmailInvalid)),
  phone_number: phoneNumber,
  apartment_number: apartmentNumber,
  member_status: memberStatus.default('active'),
  is_active: z.boolean().default(true),
  is_owner: z.boolean({ error: messages.userOwnerInvalid }).default(false),
  /** Empty means today (India). */
  membership_startdate: isoDate('Membership start date', membershipStartRange).optional(),
  creation_date: isoInstant('Creation date').optional(),
  modification_date: isoInstant('Modification date').optional(),
});
export type UserFields = z.input<typeof userFields>;

/** A membership began on a real day since 1950, and at most a year from today (India). */
export function membershipStartProblem(date: string | undefined, today: string) {
  return date !== undefined && date > addDays(today, 365)
    ? messages.membershipStartRange
    : undefined;
}
export type UserInput = z.output<typeof userFields>;

export const createUser = defineEndpoint({
  method: 'POST',
  path: 'member/create-users',
  access: 'rwa',
  body: userFields,
  created: 'always',
  response: z.object({ message: z.string(), user: resident }),
  failure: messages.userCreateFailed,
  audit: { action: 'user.create', target: 'user' },
});

export const userStatusFields = z.strictObject({
  member_status: memberStatus,
  is_active: z.boolean({ error: 'is_active must be true or false' }),
});

export const updateUser = defineEndpoint({
  method: 'PUT',
  path: 'member/update-user/:phone/:apartment',
  access: 'rwa',
  params: z.strictObject({ phone: phoneNumber, apartment: apartmentNumber }),
  body: userStatusFields,
  response: z.object({ message: z.string(), user: resident }),
  failure: messages.userUpdateFailed,
  audit: { action: 'user.status', target: 'user' },
});

/** The columns of a bulk upload (SPEC.md §3), in the order of sample_users.csv. */
export const bulkCsvColumns = [
  'phone_number',
  'apartment_number',
  'name',
  'email',
  'membership_startdate',
  'member_status',
  'is_active',
  /** Optional: yes/no (blank is no). */
  'owner',
] as const;

/** A file of at most this many rows and bytes is read; a bigger one is refused whole. */
export const BULK_MAX_ROWS = 10_000;
export const BULK_MAX_BYTES = 2 * 1024 * 1024;

export const bulkResult = z.object({
  /** Phone numbers of the residents created. */
  created_users: z.array(z.string()),
  /**
   * One per refused row: its phone number, or `user_id` ("row 7") when it has none; its row
   * (counting the header as row 1, as a spreadsheet shows it) and name, so the admin finds it
   * in the file by more than a bad phone number (issue 35).
   */
  errors: z.array(
    z.object({
      phone_number: z.string().optional(),
      user_id: z.string().optional(),
      row: z.number().int().positive().optional(),
      name: z.string().optional(),
      error: z.string(),
    }),
  ),
});
export type BulkResult = z.infer<typeof bulkResult>;

/** The body is the CSV itself, `Content-Type: text/csv`. */
export const createUsersBulk = defineEndpoint({
  method: 'POST',
  path: 'member/create-users-bulk',
  access: 'rwa',
  bodyType: 'csv',
  response: bulkResult,
  failure: messages.usersUploadFailed,
  audit: { action: 'user.bulk_create', target: 'user' },
});

/**
 * Everyone in the register, residents and RWA admins, moved-out ones included (they are kept for
 * the record); the admin's list filters them.
 */
export const listResidents = defineEndpoint({
  method: 'GET',
  path: 'member/users',
  access: 'rwa',
  response: z.array(resident),
  failure: messages.usersFetchFailed,
});

const userResult = z.object({ message: z.string(), user: resident });
const phoneParam = z.strictObject({ phone: phoneNumber });

/**
 * Name, email, phone and apartment, checked as on create; a new apartment is a move. The owner
 * mark (issue 36) left out stays as it is.
 */
export const userDetails = userFields
  .pick({ name: true, email: true, phone_number: true, apartment_number: true })
  .extend({ is_owner: z.boolean({ error: messages.userOwnerInvalid }).optional() });
export type UserDetails = z.input<typeof userDetails>;

export const editUser = defineEndpoint({
  method: 'PUT',
  path: 'member/users/:phone',
  access: 'rwa',
  params: phoneParam,
  body: userDetails,
  response: userResult,
  failure: messages.userUpdateFailed,
  audit: { action: 'user.edit', target: 'user' },
});

/** Move-out: all access ends now; future bookings are cancelled, open requests declined. */
export const removeUser = defineEndpoint({
  method: 'DELETE',
  path: 'member/users/:phone',
  access: 'rwa',
  params: phoneParam,
  response: userResult,
  failure: messages.userUpdateFailed,
  audit: { action: 'user.remove', target: 'user' },
});

export const setUserRole = defineEndpoint({
  method: 'PUT',
  path: 'member/users/:phone/role',
  access: 'rwa',
  params: phoneParam,
  body: z.strictObject({
    role: z.enum(userRoles, { error: 'Role must be member or rwa' }),
  }),
  response: userResult,
  failure: messages.userUpdateFailed,
  audit: { action: 'user.role', target: 'user' },
});

/** Revokes every session the user holds (a lost phone). */
export const signOutUser = defineEndpoint({
  method: 'POST',
  path: 'member/users/:phone/sign-out',
  access: 'rwa',
  params: phoneParam,
  response: userResult,
  failure: messages.userUpdateFailed,
  audit: { action: 'user.sign_out_everywhere', target: 'user' },
});

/** Lifts a lockout after too many wrong codes. */
export const unlockUser = defineEndpoint({
  method: 'POST',
  path: 'member/users/:phone/unlock',
  access: 'rwa',
  params: phoneParam,
  response: userResult,
  failure: messages.userUpdateFailed,
  audit: { action: 'user.unlock', target: 'user' },
});
