// Placeholders: the parts of a template or a draft that were meant to be filled in before posting. Posted as
// they are, they tell every reader the post was not finished. Only forms no finished post uses are listed:
// bracketed instructions ("[insert link]", "<your name>", "{{name}}"), the markers writers leave for later
// ("TODO", "FIXME", "TBD", "XXX", in capitals), and the typesetters' dummy text ("lorem ipsum").

/** A bracketed instruction starts with one of these ("[insert link]", "<your name>")... */
const INSTRUCTION = 'insert|add|your|enter|placeholder|todo|tbd';
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
