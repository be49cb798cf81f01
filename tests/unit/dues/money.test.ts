// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatRupees,
  parseRupees,
  plainRupees,
  rupeesInWords,
  upiAmount,
} from '../../../contract/dues/money';
import { upiNote, upiPayLink, UPI_NOTE_MAX } from '../../../contract/dues/upi';

describe('money in paise, shown as India writes rupees (contract/dues/money.ts)', () => {
  it('groups digits the Indian way, lakhs and crores', () => {
    expect(formatRupees(12_345_600)).toBe('₹1,23,456.00');
    expect(formatRupees(1_234_567_890)).toBe('₹1,23,45,678.90');
    expect(formatRupees(99_900)).toBe('₹999.00');
    expect(formatRupees(100_000)).toBe('₹1,000.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(0)).toBe('₹0.00');
  });

  it('writes a credit with a minus sign before the ₹', () => {
    expect(formatRupees(-50_000)).toBe('−₹500.00');
    expect(formatRupees(-12_345_601)).toBe('−₹1,23,456.01');
    expect(plainRupees(-12_345_601)).toBe('−1,23,456.01');
  });

  it('reads rupees as people and banks write them, into whole paise', () => {
    expect(parseRupees('1,234.5')).toBe(123_450);
    expect(parseRupees('Rs. 500')).toBe(50_000);
    expect(parseRupees('₹ 1234.50')).toBe(123_450);
    expect(parseRupees('INR 7')).toBe(700);
    expect(parseRupees('500.00 Cr')).toBe(50_000);
    expect(parseRupees(' 0.05 ')).toBe(5);
  });

  it('refuses what is not a whole number of paise, or not an amount at all', () => {
    expect(parseRupees('₹ 12.345')).toBeUndefined();
    expect(parseRupees('12.')).toBeUndefined();
    expect(parseRupees('-5')).toBeUndefined();
    expect(parseRupees('1e3')).toBeUndefined();
    expect(parseRupees('five hundred')).toBeUndefined();
    expect(parseRupees('')).toBeUndefined();
  });

  it('says an amount in words on a receipt, Indian style', () => {
    expect(rupeesInWords(123_456_789)).toBe(
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only',
    );
    expect(rupeesInWords(350_050)).toBe('Rupees Three Thousand Five Hundred and Fifty Paise Only');
    expect(rupeesInWords(1_000_000_000)).toBe('Rupees One Crore Only');
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
  });

  it('gives the upi:// amount with two decimals and no grouping', () => {
    expect(upiAmount(123_450)).toBe('1234.50');
    expect(upiAmount(5)).toBe('0.05');
  });
});

describe('the NPCI upi://pay link (contract/dues/upi.ts)', () => {
  const payment = {
    vpa: 'gatehouse@okaxis',
    payee: "Gatehouse Residents' Welfare Association",
    amountPaise: 512_500,
    note: upiNote('A101', '2026-12'),
    reference: 'GH/2026-27/000123',
  };

  it('carries pa, pn, am, cu=INR, tn and tr, in that order', () => {
    const link = upiPayLink(payment);
    expect(link.startsWith('upi://pay?')).toBe(true);
    const fields = link
      .slice('upi://pay?'.length)
      .split('&')
      .map((pair) => pair.split('='));
    expect(fields.map(([key]) => key)).toEqual(['pa', 'pn', 'am', 'cu', 'tn', 'tr']);
    const value = Object.fromEntries(
      fields.map(([key, encoded]) => [key, decodeURIComponent(encoded ?? '')]),
    );
    expect(value).toEqual({
      pa: 'gatehouse@okaxis',
      pn: "Gatehouse Residents' Welfare Association",
      am: '5125.00',
      cu: 'INR',
      tn: 'A101 maintenance 2026-12',
      tr: 'GH/2026-27/000123',
    });
  });

  it('encodes spaces as %20 (never +) and escapes what would break the query', () => {
    const link = upiPayLink({ ...payment, payee: 'A & B Estates', reference: 'GH/1?x=2' });
    expect(link).toContain('pn=A%20%26%20B%20Estates');
    expect(link).toContain('tn=A101%20maintenance%202026-12');
    expect(link).toContain('tr=GH%2F1%3Fx%3D2');
    expect(link).not.toContain('+');
    expect(link).toContain('pa=gatehouse%40okaxis');
  });

  it('names in the note the months an invoice bills: a quarter, across a year too', () => {
    expect(upiNote('A101', '2026-12', 'monthly')).toBe('A101 maintenance 2026-12');
    expect(upiNote('A101', '2026-10', 'quarterly')).toBe('A101 maintenance 2026-10 to 2026-12');
    expect(upiNote('B202', '2027-01', 'quarterly')).toBe('B202 maintenance 2027-01 to 2027-03');
  });

  it('keeps the note within the 50 characters NPCI allows', () => {
    const long = 'A101 maintenance and the special levy for the new lift in Tower B';
    const link = upiPayLink({ ...payment, note: long });
    const tn = decodeURIComponent(/[?&]tn=([^&]*)/.exec(link)?.[1] ?? '');
    expect(UPI_NOTE_MAX).toBe(50);
    expect(tn).toBe(long.slice(0, 50));
    expect(upiNote('TOWERB-PENTHOUSE-1201', 'a very long period name indeed')).toHaveLength(50);
  });
});
