// The generated blocks of the README and docs/*.md: everything between `<!-- docs:NAME -->` and
// `<!-- /docs:NAME -->` is written by `npm run docs` (scripts/docs/blocks.ts says what produces each). The
// markers stay in the file, so a reader of the source sees which text is generated and a rerun finds it again.

const BLOCK = /<!-- docs:([a-z0-9-]+) -->\n([\s\S]*?)\n?<!-- \/docs:\1 -->/g;
const OPENING = /<!-- docs:([a-z0-9-]+) -->/g;

export class MarkerError extends Error {}

/** Every generated block's current text, by name. Throws on an opening marker with no closing one. */
export function readBlocks(markdown: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of markdown.matchAll(BLOCK)) {
    const [, name, content] = match;
    if (blocks.has(name!)) throw new MarkerError(`the block "${name}" appears twice`);
    blocks.set(name!, content!);
  }
  for (const [, name] of markdown.matchAll(OPENING)) {
    if (!blocks.has(name!)) throw new MarkerError(`<!-- docs:${name} --> has no <!-- /docs:${name} --> after it`);
  }
  return blocks;
}

/** The markdown with each named block's text replaced; a name that has no block in it is an error. */
export function replaceBlocks(markdown: string, contents: ReadonlyMap<string, string>): string {
  const present = readBlocks(markdown);
  for (const name of contents.keys()) {
    if (!present.has(name)) throw new MarkerError(`no <!-- docs:${name} --> … <!-- /docs:${name} --> block in the document`);
  }
  return markdown.replace(BLOCK, (whole, name: string) => {
    const content = contents.get(name);
    return content === undefined ? whole : `<!-- docs:${name} -->\n${content}\n<!-- /docs:${name} -->`;
  });
}
