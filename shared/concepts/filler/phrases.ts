// Filler phrases are written with plain spaces and straight apostrophes, so a list reads as the words it
// matches; this turns a space into any run of whitespace and an apostrophe into either apostrophe.

/** The phrases as regular-expression fragments: a space matches any whitespace, an apostrophe either form. */
export function phrases(list: readonly string[]): string[] {
  return list.map((p) => p.replaceAll(' ', '\\s+').replaceAll("'", "['’]"));
}
