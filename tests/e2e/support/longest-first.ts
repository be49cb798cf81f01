/**
 * The order vitest starts files in. With two workers, a file that takes minutes must start
 * first, or one worker sits idle at the end while the other finishes it. vitest orders by past
 * durations when it has them (node_modules/.vite), which a fresh clone — CI — does not have;
 * it then starts the largest files first, and the walk over every route, a small file of
 * loops, would come near the end. So the known longest e2e files always go first.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const longestE2e = [
  'every-route.test.ts',
  'gate.test.ts',
  'results-in-view.test.ts',
  'polls.test.ts',
];

function rank(spec: TestSpecification): number {
  if (spec.project.name !== 'e2e') return longestE2e.length;
  const index = longestE2e.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return index === -1 ? longestE2e.length : index;
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: everything else keeps vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
