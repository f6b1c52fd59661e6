// Placeholders: the parts of a template or a draft that were meant to be filled in before posting. Posted as
// they are, they tell every reader the post was not finished. Only forms no finished post uses are listed:
// bracketed instructions ("[insert link]", "<your name>", "{{name}}"), the markers writers leave for later
// ("TODO", "FIXME", "TBD", "XXX", in capitals), fill-in instructions ("your text here") and the typesetters'
// dummy text ("lorem ipsum").
//
// Each is written for the languages it belongs to, and a post is read by its own language's
// (shared/cues/cueLanguages.ts): "[qué mediste]" is a slot in a Spanish draft, "your text here" in an
// English one. The markers are the programmers' English shorthand, written so in every language, except where
// the same capitals spell a word of the post's own language: "TODO" is "everything" in Spanish and Portuguese,
// written in capitals for emphasis ("lo cambia TODO"), and there it is a marker only beside code-like marks
// ("// TODO", "[TODO]", "TODO(ana)").
import type { Span } from '../schemas';
import { matchSpans } from '../text/matches';
import { entriesFor, type ByLanguage, type CueReading } from '../cues/cueLanguages';
import { leadingLanguages } from './language';

/**
 * A bracketed instruction starts with one of these ("[insert link]", "<your name>"), or asks the writer for
 * something in a question word or a "your" of the post's language ("[what you measured]", "[qué mediste]",
 * "[was ihr gemessen habt]", "[ce que vous avez mesuré]", "[o que você mediu]", "[cosa hai misurato]"): a
 * finished post does not open a bracket with a question to its own writer.
 */
const SLOT_OPENERS: ByLanguage<string> = {
  en: ['insert|add|your|enter|placeholder|todo|tbd|what|which|who|when|where|why|how'],
  es: ['qué|cuál|cuáles|quién|quiénes|cuándo|dónde|por\\s+qué|cómo|cuánto|cuánta|cuántos|cuántas|tu|tus|añade|inserta|escribe'],
  de: ['was|welche[rsnm]?|wer|wann|wo|warum|wie|wieso|dein|deine[rnms]?|euer|eure[rnms]?|füge|trag'],
  fr: [
    'quoi|ce\\s+que|ce\\s+qui|quel|quelle|quels|quelles|qui|quand|où|pourquoi|comment|combien|votre|vos|' +
      'ton|ta|tes|ajoute[rz]?|insère[rz]?|insérez',
  ],
  pt: [
    'o\\s+que|qual|quais|quem|quando|onde|por\\s+que|como|quanto|quanta|quantos|quantas|seu|sua|seus|suas|teu|tua|adicione|insira|escreva',
  ],
  it: [
    'cosa|che\\s+cosa|quale|quali|chi|quando|dove|perché|come|quanto|quanta|quanti|quante|tuo|tua|tuoi|' +
      'tue|vostro|vostra|aggiungi|inserisci|scrivi',
  ],
};
/**
 * ...or is one of these alone ("[LINK]", "<url>", "[enlace]"). "link", "url" and "cta" are written so in
 * every language's drafts, as is a row of x's.
 */
const ANY_LANGUAGE_SLOT = 'link|url|cta|x+';
const SLOTS: ByLanguage<string> = {
  en: ['name|image|photo|picture|date|title|company|product|handle|number'],
  es: ['enlace|nombre|imagen|foto|fecha|t[íi]tulo|empresa|producto|n[úu]mero'],
  de: ['name|bild|foto|datum|titel|firma|produkt|nummer'],
  fr: ['lien|nom|image|photo|date|titre|entreprise|produit|num[ée]ro'],
  pt: ['nome|imagem|foto|data|t[íi]tulo|empresa|produto|n[úu]mero'],
  it: ['nome|immagine|foto|data|titolo|azienda|prodotto|numero'],
};

/** Fill-in instructions written out ("insert link here", "your text here"). */
const FILL_IN: ByLanguage<string> = {
  en: ['(?:insert|add)\\s+(?:\\p{L}+\\s+){0,2}here', 'your\\s+(?:text|name|link|company)\\s+here'],
  es: ['(?:inserta|añade|pon)\\s+(?:\\p{L}+\\s+){0,2}aqu[íi]', 'tu\\s+(?:texto|nombre|enlace|empresa)\\s+aqu[íi]'],
  de: ['hier\\s+(?:\\p{L}+\\s+){0,2}einf[üu]gen', 'dein\\s+(?:text|name|link)\\s+hier'],
  fr: ['(?:ins[ée]rer|ajouter)\\s+(?:\\p{L}+\\s+){0,2}ici', 'votre\\s+(?:texte|nom|lien)\\s+ici'],
  pt: ['(?:insira|adicione|coloque)\\s+(?:\\p{L}+\\s+){0,2}aqui', 'seu\\s+(?:texto|nome|link)\\s+aqui'],
  it: ['(?:inserisci|aggiungi)\\s+(?:\\p{L}+\\s+){0,2}qui', 'il\\s+tuo\\s+(?:testo|nome|link)\\s+qui'],
};

const bracketed = (open: string, close: string, openers: string, slots: string) =>
  `${open}\\s*(?:(?:${openers})(?![\\p{L}])[^${close}\\n]{0,40}|(?:${slots})\\s*)${close}`;

function bracketedPattern(reading: CueReading): RegExp {
  const openers = entriesFor(SLOT_OPENERS, reading);
  const slots = [ANY_LANGUAGE_SLOT, ...entriesFor(SLOTS, reading)].join('|');
  // With no language's openers (a post the editor does not read), only the slots every language writes.
  const instruction = openers.length > 0 ? openers.join('|') : '(?!)';
  return new RegExp(
    `${bracketed('\\[', '\\]', instruction, slots)}(?!\\()|${bracketed('<', '>', instruction, slots)}|` +
      `\\{\\{?\\s*[\\p{L}_][\\p{L}\\p{N}_ ]{0,30}\\}\\}?`,
    'giu',
  );
}

/** Bracketed instructions to the writer in any language the editor reads, in any case; not a Markdown link "[text](url)". */
export const BRACKETED_PLACEHOLDER = bracketedPattern('any');

/** Markers left for later, in capitals ("todo list" is a phrase), and dummy text, in any language. */
const MARKERS = '(?<![\\p{L}\\p{N}])(?:TODO|FIXME|TBD|XXX+)(?![\\p{L}\\p{N}])|(?<![\\p{L}])[Ll]orem\\s+ipsum(?![\\p{L}])';
const IS_MARKER = /^(?:TODO|FIXME|TBD|XXX+|[Ll]orem\s+ipsum)$/u;

/** The languages in which a marker's capitals spell a word ("TODO": "everything"). */
const MARKER_IS_A_WORD: Readonly<Record<string, readonly string[]>> = { TODO: ['es', 'pt'] };

/**
 * Code-like marks beside a marker: a comment sign or an "@" before it ("// TODO", "# TODO", "<!-- TODO",
 * "@TODO"), brackets around it ("[TODO]", "<TODO>") or an owner after it ("TODO(ana)").
 */
const COMMENT_BEFORE = /(?:\/\/|\/\*|<!--|#|--|@)\s*$/u;
const OPENS = /[[({<]$/u;
const CLOSES = /^[\])}>]/u;

function besideCode(prose: string, span: Span): boolean {
  const before = prose.slice(Math.max(0, span.start - 5), span.start);
  const after = prose.slice(span.end, span.end + 1);
  return COMMENT_BEFORE.test(before) || after === '(' || (OPENS.test(before) && CLOSES.test(after));
}

/**
 * The languages the post's other words lead in, ties included: the marker itself is not evidence ("todo" is a
 * Spanish function word, so "TODO: add link" would otherwise read as Spanish), and a short post's one shared
 * word is ("Lo quiero TODO": "lo" is Spanish or Italian).
 */
function languagesWithout(words: readonly string[], marker: string): string[] {
  const lower = marker.toLowerCase();
  return leadingLanguages(words.filter((w) => w !== lower));
}

/**
 * The markers and the fill-in instructions of the post's language, as one pattern (one pass over the text). The
 * fill-in phrases are case-insensitive ("Insert link here"), the markers only in capitals: the phrases carry
 * their own case-insensitive letters.
 */
const MARKER_PATTERNS = new Map<CueReading, RegExp>();
function markerPattern(reading: CueReading): RegExp {
  let pattern = MARKER_PATTERNS.get(reading);
  if (!pattern) {
    const phrases = entriesFor(FILL_IN, reading).map(anyCase);
    const fillIn = phrases.length === 0 ? '' : `|(?<![\\p{L}])(?:${phrases.join('|')})(?![\\p{L}])`;
    MARKER_PATTERNS.set(reading, (pattern = new RegExp(`${MARKERS}${fillIn}`, 'gu')));
  }
  return pattern;
}

/** A phrase's letters in either case ("insert" → "[iI][nN]…"), so it can share a case-sensitive pattern. */
function anyCase(phrase: string): string {
  let out = '';
  for (let i = 0; i < phrase.length; i++) {
    const ch = phrase[i] as string;
    if (ch === '\\') {
      // An escape (\\s, \\p{L}) is kept whole.
      const end = phrase[i + 1] === 'p' ? phrase.indexOf('}', i) + 1 : i + 2;
      out += phrase.slice(i, end);
      i = end - 1;
    } else if (ch === '[') {
      const end = phrase.indexOf(']', i) + 1;
      const members = phrase.slice(i + 1, end - 1);
      out += `[${members}${members.toUpperCase()}]`;
      i = end - 1;
    } else {
      const upper = ch.toUpperCase();
      out += upper !== ch ? `[${ch}${upper}]` : ch;
    }
  }
  return out;
}

const BRACKETED_PATTERNS = new Map<CueReading, RegExp>();

/** The post as the placeholder rules read it: its prose, its words (lower case) and whose words read it. */
export interface PlaceholderInput {
  prose: string;
  words: readonly string[];
  cueReading: CueReading;
}

/** Every placeholder in the post, in order. */
export function placeholderSpans(f: PlaceholderInput): Span[] {
  let bracketedIn = BRACKETED_PATTERNS.get(f.cueReading);
  if (!bracketedIn) BRACKETED_PATTERNS.set(f.cueReading, (bracketedIn = bracketedPattern(f.cueReading)));
  const found = matchSpans(f.prose, bracketedIn);
  for (const span of matchSpans(f.prose, markerPattern(f.cueReading))) {
    const marker = f.prose.slice(span.start, span.end);
    const wordIn = IS_MARKER.test(marker) ? MARKER_IS_A_WORD[marker] : undefined;
    if (wordIn && !besideCode(f.prose, span) && languagesWithout(f.words, marker).some((l) => wordIn.includes(l))) continue;
    found.push(span);
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Typesetters' dummy text: from "lorem ipsum" to the end of its line, the block it was pasted as. */
const DUMMY_TEXT = /(?<![\p{L}])lorem\s+ipsum[^\n]*/giu;

/** Where a post holds dummy text; its words (lower case) say whether to look, so almost every post needs no search. */
export function dummyTextSpans(prose: string, words: readonly string[]): Span[] {
  return words.includes('ipsum') ? matchSpans(prose, DUMMY_TEXT) : [];
}
