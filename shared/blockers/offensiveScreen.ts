// A fast, exact screen in front of obscenity's matcher. The matcher runs one regular expression per term
// (119 for the English dataset) over the transformed text, and transforms the text twice: about 65-160 µs for a
// 280-character post, a quarter of score(). Almost every post has no offensive term, so we first ask one
// question: does any term's pattern match anywhere in the transformed text? That is one regular expression,
// the alternation of every term's pattern, over the text transformed once (5-10 µs). An alternation finds a
// match exactly when one of its branches does, so "no" here means the matcher would find nothing; on "yes"
// the matcher runs as before and decides (whitelists, positions). shared/blockers/offensiveScreen.test.ts
// checks the screen against the matcher on every term, its leetspeak and confusable spellings and a corpus.
import { englishDataset, englishRecommendedBlacklistMatcherTransformers, type Node, type ParsedPattern, type TransformerContainer } from 'obscenity';

// Obscenity's node kinds (pattern/Nodes SyntaxKind) and transformer types (Simple 0, Stateful 1).
const OPTIONAL = 0;
const WILDCARD = 1;
const LITERAL = 2;

const SPECIAL = /[[\].*+?^${}()|\\]/gu;

/** The regular-expression source of one pattern node, as obscenity compiles it (flags "gs", ASCII \b). */
function nodeSource(node: Node): string {
  if (node.kind === LITERAL) return String.fromCodePoint(...node.chars).replace(SPECIAL, '\\$&');
  if (node.kind === WILDCARD) return '.';
  if (node.kind === OPTIONAL) return `(?:${nodeSource(node.childNode)})?`;
  return '';
}

function patternSource(pattern: ParsedPattern): string {
  return `${pattern.requireWordBoundaryAtStart ? '\\b' : ''}${pattern.nodes.map(nodeSource).join('')}${pattern.requireWordBoundaryAtEnd ? '\\b' : ''}`;
}

type CharTransform = (char: number) => number | undefined;

/**
 * The transformer chain as one function of a code point. The stateless steps that come first (confusables,
 * leetspeak, lower case) are remembered per code point; the stateful ones (collapsing repeats) run on their
 * output, with fresh state for each text.
 */
function chain(containers: readonly TransformerContainer[]): { apply: CharTransform; reset: () => void } {
  const firstStateful = containers.findIndex((c) => c.type === 1);
  const simple = (firstStateful < 0 ? containers : containers.slice(0, firstStateful)).flatMap((c) => (c.type === 0 ? [c.transform] : []));
  const stateful = (firstStateful < 0 ? [] : containers.slice(firstStateful)).map((c) => (c.type === 1 ? c.factory() : { transform: c.transform, reset: () => {} }));
  const known = new Map<number, number | undefined>();
  const viaSimple = (char: number): number | undefined => {
    if (known.has(char)) return known.get(char);
    let out: number | undefined = char;
    for (let i = 0; i < simple.length && out !== undefined; i++) out = (simple[i] as CharTransform)(out);
    known.set(char, out);
    return out;
  };
  return {
    apply: (char) => {
      let out = viaSimple(char);
      for (let i = 0; i < stateful.length && out !== undefined; i++) out = (stateful[i] as (typeof stateful)[number]).transform(out);
      return out;
    },
    reset: () => {
      for (const s of stateful) s.reset();
    },
  };
}

let screen: { pattern: RegExp; transform: ReturnType<typeof chain> } | undefined;

function build(): NonNullable<typeof screen> {
  const sources = englishDataset.build().blacklistedTerms.map((t) => `(?:${patternSource(t.pattern)})`);
  return { pattern: new RegExp(sources.join('|'), 's'), transform: chain(englishRecommendedBlacklistMatcherTransformers) };
}

/** The text as the matcher sees it: code point by code point through the recommended blacklist transformers. */
function transformed(text: string, transform: ReturnType<typeof chain>): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i) as number;
    if (code > 0xffff) i++;
    const t = transform.apply(code);
    if (t !== undefined) out += String.fromCodePoint(t);
  }
  transform.reset();
  return out;
}

/** False when no offensive term can match anywhere in `text`: the matcher would find nothing. */
export function mayBeOffensive(text: string): boolean {
  screen ??= build();
  return screen.pattern.test(transformed(text, screen.transform));
}
