// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract';
import { destinationAfterLogin, modeFromSearch } from '../../src/features/auth/login-mode';
import { memberSessionUser } from '../../src/features/auth/session-user';
import { validateRequest } from '../../src/features/auth/validate';

describe('login rules', () => {
  it('rejects an apartment with other characters than uppercase letters and digits', () => {
    expect(validateRequest('resident', '9000000002', 'a-101')).toEqual({
      apartment: messages.apartmentChars,
    });
  });

  it('needs no apartment for the admin login', () => {
    expect(validateRequest('admin', '9000000001', '')).toEqual({});
  });

  it('reads role=RWA case-insensitively as the admin mode', () => {
    expect(modeFromSearch(new URLSearchParams('role=rwa'))).toBe('admin');
    expect(modeFromSearch(new URLSearchParams(''))).toBe('resident');
  });

  it('goes back only to paths of this site', () => {
    expect(destinationAfterLogin('MEMBER', '/gallery?x=1')).toBe('/gallery?x=1');
    expect(destinationAfterLogin('MEMBER', '//evil.example')).toBe('/');
    expect(destinationAfterLogin('MEMBER', '/\\evil.example')).toBe('/');
    expect(destinationAfterLogin('MEMBER', 'https://evil.example')).toBe('/');
    expect(destinationAfterLogin('RWA', '/login?role=RWA')).toBe('/admin');
    expect(destinationAfterLogin('RWA', null)).toBe('/admin');
  });

  it('names a resident without a server name after the apartment, and keeps RWA off the courts', () => {
    const answer = {
      token: 't',
      name: '  ',
      email: null,
      member_status: 'ACTIVE',
      is_active: true,
      role: 'rwa' as const,
      apartment_number: 'B202',
    };
    expect(memberSessionUser('9000000003', 'B202', answer)).toEqual({
      id: '9000000003',
      name: 'B202 Resident',
      email: '',
      role: 'RWA',
      apartmentNumber: 'B202',
      canBookSports: false,
    });
    expect(
      memberSessionUser('9000000003', 'B202', { ...answer, role: 'member' }).canBookSports,
    ).toBe(true);
  });
});
