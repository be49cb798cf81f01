/**
 * '1 flat', '3 flats', '2 matches': a count with its noun, for the sentences the app and the
 * server both say (server/domains/dues/book.ts has the same one-liner for its audit lines).
 */
export const counted = (n: number, one: string, many = `${one}s`): string =>
  `${n} ${n === 1 ? one : many}`;
