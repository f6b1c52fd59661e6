// Threads' compose dialog as far as the panel meets it, served at https://www.threads.com/.
import type { SitePage } from '../../../scripts/browser/sitePages';

/** The dialog's words in an interface language: Threads names its controls only in words. */
const WORDS = {
  en: {
    lang: 'en',
    title: 'New thread',
    add: 'Add to thread',
    media: 'Attach media',
    gif: 'Add a GIF',
    replies: 'Anyone can reply & quote',
    post: 'Post',
    box: 'Empty text field. Type to compose a new thread.',
    more: 'Empty text field. Type to add to the thread.',
  },
  de: {
    lang: 'de',
    title: 'Neuer Thread',
    add: 'Zum Thread hinzufügen',
    media: 'Medien anhängen',
    gif: 'GIF hinzufügen',
    replies: 'Jeder kann antworten und zitieren',
    post: 'Posten',
    box: 'Leeres Textfeld. Tippe, um einen neuen Thread zu verfassen.',
    more: 'Leeres Textfeld. Tippe, um etwas zum Thread hinzuzufügen.',
  },
} as const;
export type ThreadsLanguage = keyof typeof WORDS;

/**
 * Threads' composer (Lexical) as far as the panel meets it: a contenteditable textbox in a dialog whose paste
 * handler replaces the selection with one paragraph per line, and which reports its own text. Lexical itself
 * is not a dependency of this repository, so this stands in for it. Like Threads, "Add to thread" under the
 * boxes adds an empty box after the last one and focuses it. Each box has its tools as bare icons under it, and
 * the footer holds the reply settings beside Post, all named in the interface's `language`.
 */
export function threadsCompose(language: ThreadsLanguage = 'en'): SitePage {
  const words = WORDS[language];
  const icon = (label: string) =>
    `<div role="button" tabindex="0" aria-label="${label}"><svg viewBox="0 0 16 16" width="16" ` +
    `height="16" aria-hidden="true"><rect x="2" y="2" width="12" height="12" rx="3" fill="none" ` +
    `stroke="currentColor"/></svg></div>`;
  const tools = `<div class="tools">${icon(words.media)}${icon(words.gif)}</div>`;
  const style = `
    body { margin: 0; font: 15px/1.4 system-ui, sans-serif; color: #000; background: #fafafa; }
    [role="dialog"] {
      position: fixed; inset: 40px auto auto 50%; transform: translateX(-50%); width: 620px; max-height: calc(100vh - 80px);
      overflow-y: auto; background: #fff; border-radius: 16px; box-shadow: 0 4px 24px #0003;
    }
    .head { padding: 12px 16px; font-weight: 700; text-align: center; border-bottom: 1px solid #eee; }
    .body { padding: 12px 16px; }
    .body + .body { border-top: 1px solid #eee; }
    [role="textbox"] { min-height: 60px; outline: none; }
    [role="textbox"] p { margin: 0; }
    .tools { display: flex; gap: 8px; padding-top: 6px; color: #555; }
    .add { padding: 4px 16px; color: #555; cursor: pointer; }
    .foot { display: flex; justify-content: space-between; align-items: center; padding: 8px 16px 16px; color: #555; }
    .foot button { background: #000; color: #fff; border: 0; border-radius: 10px; padding: 8px 16px; font-weight: 600; }
  `;
  const script = `
    const isBlock = (n) => n.nodeType === 1 && (n.tagName === 'P' || n.tagName === 'DIV');
    const textOf = (editor) => {
      const kids = Array.from(editor.childNodes);
      return kids.some(isBlock) ? kids.filter(isBlock).map((p) => p.textContent).join('\\n') : editor.textContent;
    };
    const editors = () => Array.from(document.querySelectorAll('[role="textbox"]'));
    window.__composerText = () => textOf(editors()[0]);
    window.__composerTexts = () => editors().map(textOf);
    const wire = (editor) => editor.addEventListener('paste', (event) => {
      event.preventDefault();
      const plain = event.clipboardData.getData('text/plain');
      const selection = getSelection();
      if (selection.toString() !== editor.innerText.replace(/\\n$/, '') && editor.textContent !== '') {
        document.execCommand('insertText', false, plain);
        return;
      }
      editor.replaceChildren(...plain.split('\\n').map((line) => {
        const p = document.createElement('p');
        p.dir = 'ltr';
        if (line === '') p.append(document.createElement('br'));
        else {
          const span = document.createElement('span'); span.setAttribute('data-lexical-text', 'true'); span.textContent = line;
          p.append(span);
        }
        return p;
      }));
      const caret = document.createRange();
      caret.selectNodeContents(editor.lastChild);
      caret.collapse(false);
      selection.removeAllRanges();
      selection.addRange(caret);
      editor.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
    });
    editors().forEach(wire);
    document.querySelector('.add').addEventListener('click', () => {
      const last = editors().at(-1).closest('.body');
      const body = last.cloneNode(false);
      const editor = document.createElement('div');
      for (const name of ['contenteditable', 'role', 'aria-multiline', 'data-lexical-editor']) {
        editor.setAttribute(name, editors()[0].getAttribute(name));
      }
      editor.setAttribute('aria-label', ${JSON.stringify(words.more)});
      body.append(editor);
      body.insertAdjacentHTML('beforeend', ${JSON.stringify(tools)});
      last.after(body);
      wire(editor);
      editor.focus();
    });
  `;
  const body =
    `<div role="dialog" aria-modal="true" aria-label="${words.title}"><div ` +
    `class="head">${words.title}</div><div class="body"><div contenteditable="true" role="textbox" ` +
    `aria-multiline="true" aria-label="${words.box}" data-lexical-editor="true"></div>${tools}</div><div ` +
    `class="add" role="button" tabindex="0">${words.add}</div><div class="foot"><div role="button" ` +
    `tabindex="0">${words.replies}</div><button type="button">${words.post}</button></div></div>`;
  return {
    // Threads' own way to ask for an interface language: ?hl=.
    url: language === 'en' ? 'https://www.threads.com/' : `https://www.threads.com/?hl=${language}`,
    html:
      `<!doctype html><html lang="${words.lang}"><head><meta ` +
      `charset="utf-8"><title>Threads</title><style>${style}</style></head><body>${body}<script>${script}</script></body></html>`,
  };
}
