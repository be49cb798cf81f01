/** People of the register as the server sends them (contract/register/members.ts `resident`). */
import type { Resident } from '../../../contract/register/members';

export const asha: Resident = {
  phone_number: '9876543210',
  apartment_number: 'A101',
  name: 'Asha Rao',
  email: 'asha@example.com',
  member_status: 'active',
  is_active: true,
  is_owner: false,
  membership_startdate: '2024-04-01',
  creation_date: '2025-03-01T04:30:00.000Z',
  modification_date: '2025-03-01T04:30:00.000Z',
  role: 'member',
  last_sign_in_at: null,
  removed_at: null,
  locked_until: null,
};

export const rohan: Resident = {
  ...asha,
  phone_number: '9876543212',
  apartment_number: 'C303',
  name: 'Rohan Das',
  member_status: 'inactive',
  is_active: false,
};
