// The screen in front of obscenity's matcher must never say "nothing here" where the matcher finds a term:
// checked on every term of the English dataset written plainly, in capitals, in leetspeak, with repeated and
// look-alike letters, inside words and sentences, and on ordinary posts (where it should mostly say "nothing").
import { describe, expect, it } from 'vitest';
import { RegExpMatcher, englishDataset, englishRecommendedTransformers, type Node } from 'obscenity';
import { mayBeOffensive } from '../../shared/concepts/offensiveLanguage/offensiveScreen';

const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** One spelling of a term's pattern: optional parts kept or dropped, wildcards filled with a letter. */
function spell(nodes: readonly Node[], keepOptional: boolean): string {
  return nodes
    .map((n) => {
      if (n.kind === 2) return String.fromCodePoint(...n.chars);
      if (n.kind === 1) return 'u';
      if (!keepOptional) return '';
      return n.childNode.kind === 2 ? String.fromCodePoint(...n.childNode.chars) : 'u';
    })
    .join('');
}

const LEET: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '$', t: '7', l: '1', b: '8', g: '9' };
const LOOKALIKE: Record<string, string> = { a: 'а', e: 'е', o: 'о', c: 'с', p: 'р', x: 'х', i: 'і' }; // Cyrillic

function variants(word: string): string[] {
  const leet = [...word].map((c) => LEET[c] ?? c).join('');
  const lookalike = [...word].map((c) => LOOKALIKE[c] ?? c).join('');
  const stretched = [...word].map((c) => c + c + c).join('');
  const title = word.charAt(0).toUpperCase() + word.slice(1);
  return [
    word,
    word.toUpperCase(),
    title,
    leet,
    lookalike,
    stretched,
    `so ${word} today`,
    `${word}s and ${word}ing`,
    `(${word})!`,
    `un${word}ly`,
    `#${word} @${word}`,
    `🔥${word}🔥`,
  ];
}

describe('offensive-language screen', () => {
  const terms = englishDataset.build().blacklistedTerms;
  const inputs = terms.flatMap((t) => [spell(t.pattern.nodes, true), spell(t.pattern.nodes, false)]).flatMap(variants);

  it(`never hides a match the matcher finds (${terms.length} terms, their spellings and contexts)`, () => {
    let matched = 0;
    const missed: string[] = [];
    for (const input of inputs) {
      if (matcher.getAllMatches(input).length === 0) continue;
      matched++;
      if (!mayBeOffensive(input)) missed.push(input);
    }
    expect(missed).toEqual([]);
    // The variants exercise the matcher: most of them really contain a term.
    expect(matched).toBeGreaterThan(inputs.length / 2);
  });

  it('says "nothing here" for ordinary posts, so the matcher is skipped', () => {
    const ordinary = [
      'We cut our onboarding from 20 minutes to 4 by deleting three setup steps. Which step would you delete first?',
      'Shipped v2.3 today: the export runs 4x faster on large files. Release notes: https://example.com/notes',
      'Thanks @maria for the review! #TypeScript',
      'The committee met on Tuesday to review the new housing bill and its budget.',
      '東京で新しいオフィスを開きました。',
    ];
    for (const text of ordinary) expect(matcher.getAllMatches(text)).toEqual([]);
    expect(ordinary.filter((t) => !mayBeOffensive(t)).length).toBeGreaterThanOrEqual(3);
  });
});
