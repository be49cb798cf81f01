/**
 * The question set's measures as text a developer reads in a failed test or the bench: one row
 * per kind of question and one for all, then every question that missed something, with what.
 */
import { measuresOf, type Measures, type Outcome } from './measure';
import type { Kind } from './questions';

const kinds: Kind[] = [
  'single-fact',
  'whole-section',
  'paraphrased',
  'misspelled',
  'follow-up',
  'unanswerable',
];

const pct = (value: number): string => `${(value * 100).toFixed(0)} %`.padStart(6);

function row(name: string, outcomes: Outcome[]): string {
  const m = measuresOf(outcomes);
  const declined = outcomes.filter((o) => o.declined).length;
  // Unanswerable questions have no facts, lines or pages to score: only their declines count.
  const scored = outcomes.some((o) => !o.question.decline);
  const shown = (value: number) => (scored ? pct(value) : '-'.padStart(6));
  return [
    name.padEnd(14),
    String(outcomes.length).padStart(4),
    shown(m.recall),
    shown(m.precision),
    shown(m.citations),
    `${declined}/${outcomes.length}`.padStart(9),
  ].join(' ');
}

function misses(o: Outcome): string[] {
  const asked = `${o.question.kind}: "${o.question.q}"${
    o.question.context ? ` after "${o.question.context.join('" / "')}"` : ''
  }`;
  const found: string[] = [];
  if (o.question.decline && !o.declined) found.push('answered instead of declining');
  if (!o.question.decline && o.declined) found.push('declined');
  if (o.missedFacts.length > 0)
    found.push(`missed ${o.missedFacts.map((f) => `"${f}"`).join(', ')}`);
  for (const line of o.strayLines) found.push(`stray line "${line}"`);
  for (const wrong of o.wrongCitations) found.push(`citation ${wrong}`);
  if (found.length === 0) return [];
  return [
    asked,
    ...found.map((what) => `    ${what}`),
    `    answer: ${JSON.stringify(o.answer.response)} ${JSON.stringify(o.answer.referenced_files)}`,
  ];
}

export function qualityTable(m: Measures): string {
  const header = `${'kind'.padEnd(14)} ${'asks'.padStart(4)} ${'recall'.padStart(6)} ${'prec.'.padStart(6)} ${'cites'.padStart(6)} ${'declined'.padStart(9)}`;
  const byKind = kinds.map((kind) =>
    row(
      kind,
      m.outcomes.filter((o) => o.question.kind === kind),
    ),
  );
  const missed = m.outcomes.flatMap(misses);
  return [
    header,
    ...byKind,
    row('all', m.outcomes),
    `recall ${m.recall.toFixed(2)}, precision ${m.precision.toFixed(2)}, citations ${m.citations.toFixed(2)}, ` +
      `unanswerable declined ${m.declines.toFixed(2)}, answerable declined ${m.wrongDeclines.toFixed(2)}`,
    ...(missed.length > 0 ? ['', 'Misses:', ...missed] : []),
  ].join('\n');
}
