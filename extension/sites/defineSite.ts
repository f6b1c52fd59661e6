// An adapter from what is particular to its site: every site finds its editors by its selectors, reads the
// post its editor's way, and writes through the one write path that reads back what the editor took.
import type { EditorRead } from '../dom/editorText';
import { replaceEditorText, type PasteOptions } from './editorWrite';
import { findBySelectors, type SiteAdapter } from './siteAdapter';

export interface SiteDeclaration extends Omit<SiteAdapter, 'findComposers' | 'readText' | 'writeText'> {
  readPost(editor: HTMLElement): EditorRead;
  /** How the write path pastes into this site's editor. */
  paste?: PasteOptions;
}

export function defineSite({ paste, ...site }: SiteDeclaration): SiteAdapter {
  const readText = (editor: HTMLElement) => site.readPost(editor).text;
  return {
    ...site,
    findComposers: (root) => findBySelectors(root, site.selectors),
    readText,
    writeText: (editor, text) => replaceEditorText(editor, text, readText, paste),
  };
}
