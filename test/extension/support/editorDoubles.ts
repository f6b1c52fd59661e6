// Stand-ins for the paste handling of the sites' editors, for unit tests in happy-dom (which has no
// editing commands). The real editors (Draft.js, ProseMirror, Quill, React) are driven in Chromium by
// the e2e suite; these only do what the adapter relies on: replace the selected text on paste.
export interface PasteLog {
  pastes: { plain: string; html: string; selectedAll: boolean }[];
}

/** Every paste on `editor` is recorded; when `apply` is given, it rewrites the editor like the site would. */
export function listenForPastes(editor: HTMLElement, apply?: (editor: HTMLElement, plain: string, html: string) => void): PasteLog {
  const log: PasteLog = { pastes: [] };
  editor.addEventListener('paste', (event) => {
    const data = (event as ClipboardEvent).clipboardData;
    const selection = editor.ownerDocument.getSelection();
    const selectedAll = selection !== null && selection.rangeCount > 0 && selection.getRangeAt(0).toString() === editor.textContent;
    const plain = data?.getData('text/plain') ?? '';
    const html = data?.getData('text/html') ?? '';
    log.pastes.push({ plain, html, selectedAll });
    event.preventDefault();
    if (apply && selectedAll) apply(editor, plain, html);
  });
  return log;
}

/** Draft.js as X configures it: one block per line. */
export function renderDraftBlocks(editor: HTMLElement, text: string): void {
  const contents = editor.querySelector('[data-contents="true"]') ?? editor;
  contents.innerHTML = text
    .split('\n')
    .map((line, i) => {
      const inner = line === '' ? '<br data-text="true">' : `<span data-text="true">${line}</span>`;
      return (
        `<div data-block="true" data-offset-key="b${i}-0-0"><div ` +
        `class="public-DraftStyleDefault-block"><span data-offset-key="b${i}-0-0">${inner}</span></div></div>`
      );
    })
    .join('');
}

/** ProseMirror and Quill: one <p> per line, an empty line a <p> holding a <br>. */
export function renderParagraphs(editor: HTMLElement, text: string): void {
  editor.innerHTML = text
    .split('\n')
    .map((line) => (line === '' ? '<p><br></p>' : `<p>${line}</p>`))
    .join('');
}
