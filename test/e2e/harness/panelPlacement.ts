// Where the panel sits relative to the site's composer: never inside the editor, never over its
// publish button, in an open shadow root.
import type { Locator } from 'playwright-core';

export interface Placement {
  shadowOpen: boolean;
  insideEditor: boolean;
  /** The element at the centre of the publish button is the button itself (nothing covers it). */
  buttonOnTop: boolean;
}

export async function panelPlacement(panelRoot: Locator, editor: string, button: string): Promise<Placement> {
  return panelRoot.evaluate(
    (root, selectors) => {
      const host = (root.getRootNode() as ShadowRoot).host;
      const editorElement = document.querySelector(selectors.editor);
      const buttonElement = document.querySelector(selectors.button);
      if (!editorElement || !buttonElement) throw new Error('fixture markup missing');
      buttonElement.scrollIntoView({ block: 'center' });
      const box = buttonElement.getBoundingClientRect();
      const onTop = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return {
        shadowOpen: host.shadowRoot !== null,
        insideEditor: editorElement.contains(host),
        buttonOnTop: onTop !== null && buttonElement.contains(onTop),
      };
    },
    { editor, button },
  );
}
