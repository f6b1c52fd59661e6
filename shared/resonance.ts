// Audience resonance (0–100): how well the post meets the persona the author writes for, by topic and by register.
import type { TextFeatures } from './features';

/** Without a persona there is nothing to match: the midpoint, documented as neutral. */
export const NEUTRAL_RESONANCE = 50;
/** Blend: a floor, the topic overlap, and the register match. */
const FLOOR = 20;
const TOPIC_WEIGHT = 55;
const REGISTER_WEIGHT = 25;

const STOPWORDS = new Set(
  'a an and are as at be but by for from has have i in into is it its of on or our people person who that the their them they this to was we were with you your folks audience readers anyone someone like who want wants love interested'.split(' '),
);

// Cues of register in a persona and in a post; formal ≈ 1, casual ≈ 0.
const FORMAL_PERSONA = /\b(executives?|investors?|researchers?|academics?|lawyers?|policy|enterprise|cfos?|ctos?|ceos?|professionals?|b2b|recruiters?|analysts?|scientists?|doctors?|clinicians?)\b/iu;
const CASUAL_PERSONA = /\b(gamers?|students?|teens?|fans?|casual|memes?|creators?|streamers?|hobbyists?|friends)\b/iu;

const FIRST_PERSON = new Set(['i', "i'm", "i've", "i'd", "i'll", 'me', 'my', 'mine', 'we', "we're", "we've", 'our', 'ours', 'us']);

/** A crude stem so "founder", "founders" and "founding" meet. */
function stem(word: string): string {
  const w = word.toLowerCase().replace(/['’]s$/u, '');
  return w.length > 5 ? w.slice(0, 5) : w.replace(/s$/u, '');
}

function personaTerms(persona: string): Set<string> {
  const terms = new Set<string>();
  for (const w of persona.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (w.length > 2 && !STOPWORDS.has(w)) terms.add(stem(w));
  }
  return terms;
}

/** The post's formality from its surface: contractions, emoji, exclamations and word length. */
function postFormality(f: TextFeatures): number {
  if (f.wordCount === 0) return 0.5;
  const meanWordLength = f.words.reduce((s, w) => s + w.length, 0) / f.wordCount;
  const contractions = f.words.filter((w) => w.includes("'")).length / f.wordCount;
  let s = 0.5 + (meanWordLength - 4.5) * 0.15 - contractions * 2 - f.emoji.length * 0.08 - Math.max(0, f.exclamations - 1) * 0.05;
  const firstPerson = f.words.filter((w) => FIRST_PERSON.has(w)).length;
  if (firstPerson / f.wordCount > 0.08) s -= 0.05;
  return Math.min(1, Math.max(0, s));
}

function personaFormality(persona: string): number {
  const formal = FORMAL_PERSONA.test(persona);
  const casual = CASUAL_PERSONA.test(persona);
  if (formal && !casual) return 0.75;
  if (casual && !formal) return 0.25;
  return 0.5;
}

export interface Resonance {
  score: number;
  topicOverlap: number;
  matchedTerms: string[];
}

export function audienceResonance(f: TextFeatures, persona: string | undefined): Resonance | undefined {
  if (!persona || persona.trim() === '') return undefined;
  const terms = personaTerms(persona);
  const postStems = new Set(f.words.map(stem));
  const matched = [...terms].filter((t) => postStems.has(t));
  // A post need not name every word of a long persona: two or three shared terms is a strong match.
  const topic = terms.size === 0 ? 0.5 : Math.min(1, matched.length / Math.min(3, terms.size));
  const register = 1 - Math.abs(postFormality(f) - personaFormality(persona));
  const score = FLOOR + TOPIC_WEIGHT * topic + REGISTER_WEIGHT * register;
  return { score: Math.round(score * 10) / 10, topicOverlap: topic, matchedTerms: matched };
}
