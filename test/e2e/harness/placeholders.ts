// Placeholders that do not fit their field: "Audience (optional), e.g. indie SaaS fou" tells the reader
// nothing. Each visible field's placeholder is laid out in a copy of the field's text box (same font, width
// and wrapping) and compared with the room the field has.
import type { Page } from 'playwright-core';

export interface CutOffPlaceholder {
  /** The field's data-testid, or its aria-label. */
  field: string;
  placeholder: string;
  needed: { width: number; height: number };
  room: { width: number; height: number };
}

export async function cutOffPlaceholders(page: Page): Promise<CutOffPlaceholder[]> {
  return page.evaluate(() => {
    const found: CutOffPlaceholder[] = [];
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      const box = field.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || field.placeholder === '') continue;
      const style = getComputedStyle(field);
      // No helper functions in here: the page runs this function's source as it is.
      const [top, right, bottom, left] = [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].map(
        (v) => Number.parseFloat(v) || 0,
      );
      const room = { width: field.clientWidth - left! - right!, height: field.clientHeight - top! - bottom! };
      const copy = document.createElement('div');
      const wraps = field instanceof HTMLTextAreaElement;
      Object.assign(copy.style, {
        position: 'absolute',
        visibility: 'hidden',
        left: '-10000px',
        top: '0',
        font: style.font,
        letterSpacing: style.letterSpacing,
        lineHeight: style.lineHeight,
        whiteSpace: wraps ? 'pre-wrap' : 'pre',
        overflowWrap: wraps ? 'break-word' : 'normal',
        width: wraps ? `${room.width}px` : 'auto',
      });
      copy.textContent = field.placeholder;
      document.body.append(copy);
      const needed = { width: copy.scrollWidth, height: copy.scrollHeight };
      copy.remove();
      if (needed.width > room.width + 0.5 || (wraps && needed.height > room.height + 0.5)) {
        found.push({
          field: field.dataset.testid ?? field.getAttribute('aria-label') ?? field.name,
          placeholder: field.placeholder,
          needed,
          room,
        });
      }
    }
    return found;
  });
}
