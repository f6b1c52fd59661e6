// Audience resonance (0–100): how well the post meets the persona the author writes for. The persona and the
// post are read for the everyday topics they signal (shared/post/topicMatch.ts) and for the persona's own words;
// a post that speaks to the persona's topic resonates, more so in the persona's register; a post plainly
// about another topic misses its audience; a post that shows no topic at all is neither.
import type { Span } from '../schemas';
import type { TextFeatures } from '../post/features';
import { topicAffinity, topicsOf, type TopicToken } from '../post/topicMatch';

/** Without a persona there is nothing to match: the midpoint, documented as neutral. */
export const NEUTRAL_RESONANCE = 50;
/** What speaking squarely to the persona's topic adds, before the register's part. */
const TOPIC_GAIN = 35;
/** What the register adds on top, in proportion to the topic: tone matters once the topic is theirs. */
const REGISTER_GAIN = 10;
/** What a post plainly about another topic loses. */
const OFF_TOPIC_LOSS = 12;
/** Topic evidence saturates: 1 − e^(−words/1.5), so two or three words of their topic are a strong match. */
const SATURATION = 1.5;

// Words that say who, not what about: they name no topic and are not matched against the post.
const STOPWORDS = new Set(
  (
    'a an and are as at be but by for from has have i in into is it its of on or our people person who ' +
    'that the their them they this to was we were with you your folks audience readers anyone someone ' +
    'like who want wants love lovers interested enthusiasts fans owners professionals beginners experts ' +
    'retired young old new busy aspiring senior junior fellow local first-time'
  ).split(' '),
);

// Cues of register in a persona and in a post; formal ≈ 1, casual ≈ 0.
const FORMAL_PERSONA = new RegExp(
  String.raw`\b(executives?|investors?|researchers?|academics?|lawyers?|policy|enterprise|cfos?|ctos?|ceos?|` +
    String.raw`professionals?|b2b|recruiters?|analysts?|scientists?|doctors?|clinicians?)\b`,
  'iu',
);
const CASUAL_PERSONA = /\b(gamers?|students?|teens?|fans?|casual|memes?|creators?|streamers?|hobbyists?|friends)\b/iu;

const FIRST_PERSON = new Set(['i', "i'm", "i've", "i'd", "i'll", 'me', 'my', 'mine', 'we', "we're", "we've", 'our', 'ours', 'us']);

/** A crude stem so "founder", "founders" and "founding" meet. */
function stem(word: string): string {
  const w = word.replace(/['’]s$/u, '');
  return w.length > 5 ? w.slice(0, 5) : w.replace(/s$/u, '');
}

function personaTokens(persona: string): TopicToken[] {
  const tokens: TopicToken[] = [];
  for (const m of persona.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)) {
    if (!STOPWORDS.has(m[0])) tokens.push({ word: m[0], span: { start: m.index, end: m.index + m[0].length } });
  }
  return tokens;
}

/** The post's words and hashtags (without the "#"), where they stand in the post. */
function postTokens(f: TextFeatures): TopicToken[] {
  const tokens: TopicToken[] = f.words.map((word, i) => ({ word, span: f.wordSpans[i] as Span }));
  for (const h of f.hashtags) tokens.push({ word: f.text.slice(h.start + 1, h.end).toLowerCase(), span: h });
  return tokens.sort((a, b) => a.span.start - b.span.start);
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
  /** 0–1: how squarely the post speaks to the persona's topic. */
  topicOverlap: number;
  /** The post's words the match rests on: the persona's topic, or (off topic) the other topic it is about. */
  spans: Span[];
  /** True when the post is plainly about a topic that is not the persona's. */
  offTopic: boolean;
}

const key = (s: Span) => s.start * 65536 + s.end;

export function audienceResonance(f: TextFeatures, persona: string | undefined): Resonance | undefined {
  if (!persona || persona.trim() === '') return undefined;
  const personaWords = personaTokens(persona);
  const personaTopics = [...topicsOf(personaWords).keys()];
  const tokens = postTokens(f);
  const postTopics = topicsOf(tokens);

  // Each word of the post counts once, at its strongest affinity with a topic of the persona.
  const weights = new Map<number, { span: Span; weight: number }>();
  const credit = (span: Span, weight: number) => {
    const k = key(span);
    if (weight > (weights.get(k)?.weight ?? 0)) weights.set(k, { span, weight });
  };
  for (const [topic, spans] of postTopics) {
    const affinity = Math.max(0, ...personaTopics.map((p) => topicAffinity(p, topic)));
    if (affinity > 0) for (const s of spans) credit(s, affinity);
  }
  // The persona's own words, wherever the topic list has none ("Rust", "Figma").
  const personaStems = new Set(personaWords.filter((t) => t.word.length > 2).map((t) => stem(t.word)));
  for (const t of tokens) if (personaStems.has(stem(t.word))) credit(t.span, 1);

  const matched = [...weights.values()].sort((a, b) => a.span.start - b.span.start);
  const evidence = matched.reduce((s, m) => s + m.weight, 0);
  if (evidence > 0) {
    const topic = 1 - Math.exp(-evidence / SATURATION);
    const register = 1 - Math.abs(postFormality(f) - personaFormality(persona));
    const score = NEUTRAL_RESONANCE + topic * (TOPIC_GAIN + REGISTER_GAIN * register);
    return { score: Math.round(score * 10) / 10, topicOverlap: topic, spans: matched.map((m) => m.span), offTopic: false };
  }
  // Nothing of theirs: plainly off topic only when the persona's topic is known and the post clearly has
  // another (two words or more of one topic); otherwise nothing is known either way.
  let foreign: Span[] = [];
  if (personaTopics.length > 0) for (const spans of postTopics.values()) if (spans.length > foreign.length) foreign = spans;
  const off = Math.min(1, Math.max(0, foreign.length - 1) / 2);
  return {
    score: Math.round((NEUTRAL_RESONANCE - OFF_TOPIC_LOSS * off) * 10) / 10,
    topicOverlap: 0,
    spans: off > 0 ? foreign : [],
    offTopic: off > 0,
  };
}
