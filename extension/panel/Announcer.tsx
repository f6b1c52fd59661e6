import { useRef } from 'preact/hooks';
import type { ScoreResult } from '@preflight/engine';
import { nextAnnouncement, SILENT, type Announcement } from '../../ui/announcement';

/** A polite live region that says the verdict when it changes: once per change, never per keystroke. */
export function Announcer({ result }: { result: ScoreResult | null }) {
  const said = useRef<Announcement>(SILENT);
  said.current = nextAnnouncement(said.current, result);
  return (
    <div class="pf-sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="preflight-announcer">
      {said.current.text}
    </div>
  );
}
