// The panel's controls that act for the writer (spend a call of their quota, write into their editor, the
// clipboard or their settings) act only on the writer's own input. The panel sits in the page, so the
// page's scripts can reach its buttons and call `.click()` or dispatch events on them; the browser marks
// every such event `isTrusted: false`, and only a real click, tap or key press `isTrusted: true`. The
// attribute cannot be forged from the page (it is unforgeable on every event), and a key press that
// activates a button arrives here as a click carrying the key press's trust.

/** Wraps a handler so that it runs only for input the browser says came from the person at the keyboard. */
export function onlyTrusted<E extends Event>(act: (event: E) => void): (event: E) => void {
  return (event) => {
    if (event.isTrusted !== true) return;
    act(event);
  };
}
