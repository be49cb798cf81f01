/**
 * Money as the estate's books keep it: integer paise in every layer (API, database, our CSVs),
 * never a floating-point rupee. Shown as ₹ with Indian digit grouping (₹1,23,456.00), read from
 * what a person or a bank writes in rupees ("1,234.50"), and said in words on a receipt.
 */
import { z } from 'zod';
import { messages } from '../messages';

/** The largest amount we take: ₹10 crore in paise, far inside a JavaScript integer. */
export const MAX_PAISE = 1_000_000_000;

/** An amount in whole paise, more than zero (a payment, a fee). */
export const positivePaise = z
  .number({ error: messages.amountRequired })
  .refine(Number.isInteger, messages.amountWholePaise)
  .refine((value) => value > 0, messages.amountPositive)
  .refine((value) => value <= MAX_PAISE, messages.amountTooLarge);

/** A rate or price in whole paise that may be zero (a head not charged this year), never less. */
export const ratePaise = z
  .number({ error: messages.rateRequired })
  .refine(Number.isInteger, messages.amountWholePaise)
  .refine((value) => value >= 0, messages.rateNegative)
  .refine((value) => value <= MAX_PAISE, messages.amountTooLarge);

/** Groups digits the Indian way: 1234567 → 12,34,567. */
function indianGroups(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

/** ₹1,23,456.00 (and −₹500.00 for a credit). */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '−' : '';
  const whole = Math.abs(paise);
  const rupees = Math.floor(whole / 100);
  const rest = String(whole % 100).padStart(2, '0');
  return `${sign}₹${indianGroups(String(rupees))}.${rest}`;
}

/** The same without the ₹ sign, for a PDF's standard fonts and a CSV an accountant opens. */
export function plainRupees(paise: number): string {
  return formatRupees(paise).replace('₹', '');
}

/**
 * Rupees with two decimals, no grouping and a plain minus ('-1234.50'): what a spreadsheet or
 * Tally reads as a number, in our CSVs beside the paise.
 */
export function decimalRupees(paise: number): string {
  const whole = Math.abs(paise);
  const sign = paise < 0 ? '-' : '';
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** The upi:// `am` field: rupees with two decimals and no grouping ('1234.50'). */
export const upiAmount = (paise: number): string => decimalRupees(paise);

/**
 * Paise from rupees as people and banks write them: '1,234.5', '₹ 1234.50', 'Rs. 500', '500.00
 * Cr'. Undefined when it is not an amount or has more than two decimals (not a whole paisa).
 */
export function parseRupees(text: string): number | undefined {
  const cleaned = text
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .replace(/\s*(cr|dr)\.?$/i, '')
    .replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : undefined;
}

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ones[n] ?? '';
  const unit = ones[n % 10] ?? '';
  return `${tens[Math.floor(n / 10)] ?? ''}${unit ? ` ${unit}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  if (!hundreds) return rest;
  return `${ones[hundreds] ?? ''} Hundred${rest ? ` ${rest}` : ''}`;
}

/** A whole number in Indian words: 123456 → 'One Lakh Twenty Three Thousand Four Hundred Fifty Six'. */
function indianWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  if (crore) parts.push(`${indianWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** As a receipt says it: 'Rupees Three Thousand Five Hundred and Fifty Paise Only'. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${indianWords(rupees)}${paiseWords} Only`;
}
