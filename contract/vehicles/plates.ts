/**
 * Indian number plates (issue 34), read the way a guard and a resident would type them: case,
 * spaces, dots and hyphens do not matter, so `hr26ab1234`, `HR 26 AB 1234` and `HR-26-AB-1234`
 * are one plate. Two formats:
 *
 *   state · district · series · number   HR 26 AB 1234, DL 3C AB 1234 (kept as DL 03 CAB 1234)
 *   year · BH · number · letters          22 BH 1234 AB (the Bharat series, for people who move)
 *
 * The district is kept as two digits and the number as four (`MH 4 A 7` is `MH 04 A 0007`), so a
 * plate written short or long is still one plate. Anything else (a temporary or a diplomatic
 * plate) is refused with a sentence rather than guessed at.
 */

export interface Plate {
  /** One plate, one key: `HR26AB1234`, `22BH1234AB`. */
  compact: string;
  /** As a plate reads: `HR 26 AB 1234`, `22 BH 1234 AB`. */
  display: string;
}

const STATE_SERIES = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{1,4})$/;
const BHARAT_SERIES = /^(\d{2})BH(\d{4})([A-Z]{1,2})$/;

/** What a plate field keeps of what was typed: uppercase letters and digits. */
export function plateLetters(input: string): string {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The plate `input` names, or undefined when it is not an Indian plate. */
export function normalisePlate(input: string): Plate | undefined {
  const letters = plateLetters(input);
  const bharat = BHARAT_SERIES.exec(letters);
  if (bharat) {
    const [, year = '', number = '', series = ''] = bharat;
    return { compact: `${year}BH${number}${series}`, display: `${year} BH ${number} ${series}` };
  }
  const state = STATE_SERIES.exec(letters);
  if (!state) return undefined;
  const [, code = '', district = '', series = '', number = ''] = state;
  const parts = [code, district.padStart(2, '0'), series, number.padStart(4, '0')];
  return { compact: parts.join(''), display: parts.filter(Boolean).join(' ') };
}

/** The display form of a stored compact plate (a stored plate is always a normal one). */
export function plateDisplay(compact: string): string {
  return normalisePlate(compact)?.display ?? compact;
}

/** Whether `plate` (any form) ends with `ending` (any form): "a cab, plate ending 4821". */
export function plateEndsWith(plate: string, ending: string): boolean {
  const tail = plateLetters(ending);
  if (tail === '') return false;
  const whole = normalisePlate(plate)?.compact ?? plateLetters(plate);
  return whole.endsWith(tail);
}
