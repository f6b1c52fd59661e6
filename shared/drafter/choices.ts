// The drafter's seeded choices: which structure, hook and closer. Seeded from the request, so the same
// request always gives the same drafts.
import type { Prng } from '../random/prng';

export interface Choices {
  pick<T>(options: readonly T[]): T;
  chance(p: number): boolean;
}

export function choicesFrom(rng: Prng): Choices {
  return {
    pick<T>(options: readonly T[]): T {
      if (options.length === 0) throw new RangeError('nothing to pick from');
      return options[rng.int(options.length)] as T;
    },
    chance: (p) => rng.next() < p,
  };
}
