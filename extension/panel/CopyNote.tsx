// What the last Copy did ("Copied.", "Copy was blocked."), under a card's or a thread's Copy buttons, as a
// status a screen reader reads out; nothing before the first copy.
export function CopyNote({ said }: { said: string | null }) {
  return said ? (
    <span class="pf-note" role="status">
      {said}
    </span>
  ) : null;
}
