// Each blocker code's short name, the problem in a few plain words ("too many hashtags"), for a one-line verdict.
// The names are the concepts' own (each concept declares the codes it raises and their names); this collects
// them, and the compiler checks them against the wire's list of codes (shared/contract/blockerCodes.ts).
import type { BlockerCode } from '../schemas';
import { CONCEPTS, type CONCEPT_TABLE } from './index';

/** The codes a concept declares (the keys of its `blockers`), for each concept of a union. */
type DeclaredCodes<C> = C extends { readonly blockers?: infer Names } ? keyof NonNullable<Names> : never;
type Declared = DeclaredCodes<(typeof CONCEPT_TABLE)[number]>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// Compiles only while the concepts together declare exactly the wire's codes.
const DECLARED_ARE_THE_WIRES: Same<Declared, BlockerCode> = true;
void DECLARED_ARE_THE_WIRES;

/** Every code's short name, from the concept that raises it. */
export const BLOCKER_NAMES = Object.fromEntries(CONCEPTS.flatMap((c) => Object.entries(c.blockers ?? {}))) as Readonly<
  Record<BlockerCode, string>
>;

/** A blocker's problem in a few plain words, as a one-line verdict says it ("too many hashtags"). */
export function blockerName(code: BlockerCode): string {
  return BLOCKER_NAMES[code];
}
