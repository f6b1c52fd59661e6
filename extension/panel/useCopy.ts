// A Copy button's state: what to say once the copy is done (or blocked), for the panel's status line.
import { useState } from 'preact/hooks';
import { copyText } from '../dom/clipboard';

export interface CopyState {
  /** "Copied." (or the caller's words), "Copy was blocked.", or nothing before the first copy. */
  said: string | null;
  /** Copies `text` from beside the button that asked for it, then says how it went. */
  copy: (text: string, button: Element, done?: string) => void;
}

export function useCopy(): CopyState {
  const [said, setSaid] = useState<string | null>(null);
  const copy = (text: string, button: Element, done = 'Copied.') => {
    void copyText(text, button.parentElement ?? button).then((ok) => setSaid(ok ? done : 'Copy was blocked.'));
  };
  return { said, copy };
}
