// Placeholders: the parts of a template or a draft that were meant to be filled in before posting. Posted as
// they are, they tell every reader the post was not finished. Only forms no finished post uses are listed:
// bracketed instructions ("[insert link]", "<your name>", "{{name}}"), the markers writers leave for later
// ("TODO", "FIXME", "TBD", "XXX", in capitals), and the typesetters' dummy text ("lorem ipsum").

/**
 * A bracketed instruction starts with one of these ("[insert link]", "<your name>"), or asks the writer for
 * something in a question word or a "your" of the languages drafts are written in ("[what you measured]",
 * "[qué mediste]", "[was ihr gemessen habt]", "[ce que vous avez mesuré]", "[o que você mediu]"): a
 * finished post does not open a bracket with a question to its own writer.
 */
const SLOT_OPENERS: Record<string, string> = {
  en: 'insert|add|your|enter|placeholder|todo|tbd|what|which|who|when|where|why|how',
  es: 'qué|cuál|cuáles|quién|quiénes|cuándo|dónde|por\\s+qué|cómo|cuánto|cuánta|cuántos|cuántas|tu|tus|añade|inserta|escribe',
  de: 'was|welche[rsnm]?|wer|wann|wo|warum|wie|wieso|dein|deine[rnms]?|euer|eure[rnms]?|füge|trag',
  fr: 'quoi|ce\\s+que|ce\\s+qui|quel|quelle|quels|quelles|qui|quand|où|pourquoi|comment|combien|votre|vos|ton|ta|tes|ajoute[rz]?|insère[rz]?|insérez',
  pt: 'o\\s+que|qual|quais|quem|quando|onde|por\\s+que|como|quanto|quanta|quantos|quantas|seu|sua|seus|suas|teu|tua|adicione|insira|escreva',
};
const INSTRUCTION = Object.values(SLOT_OPENERS).join('|');
/** ...or is one of these alone ("[LINK]", "<url>"). */
const SLOT = 'link|url|name|image|photo|picture|date|title|company|product|handle|cta|number|x+';

const bracketed = (open: string, close: string) =>
  `${open}\\s*(?:(?:${INSTRUCTION})(?![\\p{L}])[^${close}\\n]{0,40}|(?:${SLOT})\\s*)${close}`;

/** Bracketed instructions to the writer, in any case; not a Markdown link "[text](url)". */
export const BRACKETED_PLACEHOLDER = new RegExp(`${bracketed('\\[', '\\]')}(?!\\()|${bracketed('<', '>')}|\\{\\{?\\s*[\\p{L}_][\\p{L}\\p{N}_ ]{0,30}\\}\\}?`, 'giu');

/** Markers left for later (in capitals: "todo list" is a phrase), dummy text and fill-in instructions. */
export const MARKER_PLACEHOLDER = new RegExp(
  [
    '(?<![\\p{L}\\p{N}])(?:TODO|FIXME|TBD|XXX+)(?![\\p{L}\\p{N}])',
    '(?<![\\p{L}])(?:[Ll]orem\\s+ipsum|(?:[Ii]nsert|[Aa]dd)\\s+(?:\\p{L}+\\s+){0,2}here|[Yy]our\\s+(?:text|name|link|company)\\s+here)(?![\\p{L}])',
  ].join('|'),
  'gu',
);
