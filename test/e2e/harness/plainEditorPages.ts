// Two composers that do not take what a page script writes the usual way, served at Threads' addresses (whose
// adapter finds a contenteditable textbox in a dialog): a plain contenteditable, which ignores a synthetic paste
// (an untrusted event has no default action) but takes the editing commands; and one that keeps its own model
// and takes only the writer's own keystrokes, putting back any other change, so that no way of writing works.
import type { SitePage } from '../../../scripts/browser/sitePages';

export type PlainEditorKind = 'plain' | 'stubborn';

const STYLE = `
  body { margin: 0; font: 15px/1.4 system-ui, sans-serif; color: #000; background: #fafafa; }
  [role="dialog"] {
    position: fixed; inset: 40px auto auto 50%; transform: translateX(-50%); width: 620px; max-height: calc(100vh - 80px);
    overflow-y: auto; background: #fff; border-radius: 16px; box-shadow: 0 4px 24px #0003;
  }
  .body { padding: 12px 16px; }
  [role="textbox"] { min-height: 60px; outline: none; }
  .foot { display: flex; justify-content: flex-end; padding: 8px 16px 16px; }
  .foot button { background: #000; color: #fff; border: 0; border-radius: 10px; padding: 8px 16px; font-weight: 600; }
`;

// The text as the page itself reads it: one line per block, as a plain contenteditable makes them.
const READ = `
  const editor = document.querySelector('[role="textbox"]');
  const isBlock = (n) => n.nodeType === 1 && (n.tagName === 'P' || n.tagName === 'DIV');
  const readDom = () => {
    const kids = Array.from(editor.childNodes);
    if (!kids.some(isBlock)) return editor.textContent;
    return kids.map((n) => (isBlock(n) ? (n.textContent ?? '') : (n.textContent ?? ''))).join('\\n');
  };
`;

// Only the writer's own keystroke (a trusted keydown, then its input) may change the model; every other
// change to the DOM (an editing command, a synthetic event, a script) is put back from the model once it lands.
const STUBBORN = `
  let model = '';
  let typing = false;
  let keyDown = false;
  const render = () => {
    observer.disconnect();
    editor.replaceChildren(...model.split('\\n').map((line) => {
      const div = document.createElement('div');
      if (line === '') div.append(document.createElement('br')); else div.textContent = line;
      return div;
    }));
    observer.observe(editor, { childList: true, subtree: true, characterData: true });
  };
  const settle = () => {
    if (typing) { model = readDom(); typing = false; return; }
    if (readDom() !== model) render();
  };
  const observer = new MutationObserver(() => settle());
  observer.observe(editor, { childList: true, subtree: true, characterData: true });
  editor.addEventListener('keydown', (event) => { keyDown = event.isTrusted; });
  editor.addEventListener('keyup', () => { keyDown = false; });
  editor.addEventListener('beforeinput', (event) => {
    if (event.isTrusted && keyDown) typing = true; else event.preventDefault();
  });
  editor.addEventListener('input', () => settle());
  window.__composerText = () => model;
`;

const PLAIN = `
  window.__composerText = readDom;
`;

export function plainEditorPage(kind: PlainEditorKind, url: string): SitePage {
  const body =
    `<div role="dialog" aria-modal="true" aria-label="New thread"><div class="body"><div ` +
    `contenteditable="true" role="textbox" aria-multiline="true" aria-label="Type to compose a new ` +
    `thread."></div></div><div class="foot"><button type="button">Post</button></div></div>`;
  const script = READ + (kind === 'plain' ? PLAIN : STUBBORN);
  return {
    url,
    html:
      `<!doctype html><html lang="en"><head><meta ` +
      `charset="utf-8"><title>Threads</title><style>${STYLE}</style></head><body>${body}<script>${script}</script></body></html>`,
  };
}
