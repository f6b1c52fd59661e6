import { useEffect, useRef, useState } from 'preact/hooks';
import { onlyTrusted } from './trustedInput';

export interface SiteSwitchProps {
  /** The site's name as the writer knows it ("X", "Mastodon"). */
  siteLabel: string;
  /** Switches Preflight off on this site (the same switch as the options page's Sites); the panel then goes. */
  turnOff: () => void;
}

/**
 * Preflight off on this site, from the panel itself, after one confirmation that says how to turn it back on:
 * once off, there is no panel left on the page to say it.
 */
export function SiteSwitch({ siteLabel, turnOff }: SiteSwitchProps) {
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <div class="pf-site-switch">
        <button type="button" class="pf-button pf-button--quiet" data-testid="preflight-site-off" onClick={() => setAsking(true)}>
          Turn off on {siteLabel}
        </button>
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons, not a form's fieldset.
    <div class="pf-site-switch" role="group" aria-label={`Turn Preflight off on ${siteLabel}`}>
      <p class="pf-note" data-testid="preflight-site-off-text">
        Preflight will stop checking posts on {siteLabel}. To turn it back on, open Preflight's options (from the toolbar popup) and tick{' '}
        {siteLabel} under Sites.
      </p>
      <button type="button" class="pf-button" ref={confirm} data-testid="preflight-site-off-confirm" onClick={onlyTrusted(turnOff)}>
        Turn off
      </button>{' '}
      <button type="button" class="pf-button pf-button--quiet" onClick={() => setAsking(false)}>
        Keep it on
      </button>
    </div>
  );
}
