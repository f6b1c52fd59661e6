// Each concept declares its id, the blocker codes it raises and their short names; the wire's list of codes
// and the panel's names are read off those declarations. The compiler checks that a concept raises only the
// codes it declares and that together they declare the wire's; these check what it cannot (no code declared
// twice, every name present at run time) and, on real drafts, that every blocker raised is its concept's.
import { describe, expect, it } from 'vitest';
import { BLOCKER_NAMES, BlockerCode, blockerName, score, type Platform } from '../../shared/index';
import { CONCEPTS, CONCEPT_BY_ID, type ConceptId } from '../../shared/concepts/index';
import { ENGINE_CORPUS } from './fixtures/engineCorpus';

describe('concept declarations', () => {
  it('give every concept its own id', () => {
    const ids = CONCEPTS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declare each wire code exactly once, with a short name', () => {
    const declared = CONCEPTS.flatMap((c) => Object.keys(c.blockers ?? {}));
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual([...BlockerCode.options].sort());
    for (const code of BlockerCode.options) expect(blockerName(code)).toMatch(/^[a-z][a-z ]+$/);
  });

  it('name blockers as the panel has named them', () => {
    expect(blockerName('too_many_hashtags')).toBe('too many hashtags');
    expect(blockerName('throat_clearing')).toBe('slow start');
    expect(blockerName('thread_part_over_limit')).toBe('a thread part is too long');
    expect(Object.keys(BLOCKER_NAMES)).toHaveLength(BlockerCode.options.length);
  });

  it('cover every blocker the engine raises on the corpus: its concept declared its code', () => {
    const raised = new Set<string>();
    for (const draft of ENGINE_CORPUS) {
      for (const platform of draft.platforms as Platform[]) {
        for (const b of score({ text: draft.text, platform, persona: draft.persona }).blockers) {
          raised.add(b.code);
          // The thread gate's part-length blocker carries no concept; it is the over_limit concept's code.
          const concept = CONCEPT_BY_ID.get((b.concept ?? 'over_limit') as ConceptId);
          expect(Object.keys(concept?.blockers ?? {}), `${b.code} from ${b.concept ?? 'the thread gate'}`).toContain(b.code);
        }
      }
    }
    expect(raised.size).toBeGreaterThan(10);
  });
});
