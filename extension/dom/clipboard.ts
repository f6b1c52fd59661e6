// Copy a variant. The async Clipboard API first; the old copy command (from a throwaway textarea in
// the panel's own root) where a page's permissions policy blocks it.
export async function copyText(text: string, near: Element): Promise<boolean> {
  const win = near.ownerDocument.defaultView;
  try {
    if (win?.navigator.clipboard) {
      await win.navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the copy command
  }
  const doc = near.ownerDocument;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  near.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}
