import { describe, expect, it } from 'vitest';
import { composerSwitchedOn } from '../../../extension/state/composerSwitch';
import { parseSettings } from '../../../extension/state/settings';
import type { SiteId } from '../../../extension/sites/index';

const SITES: SiteId[] = ['x', 'bluesky', 'threads', 'linkedin', 'mastodon'];
const ORIGIN = 'https://mastodon.social';

/** What the full panel decides from the parsed settings (composerScript.ts's `enabled`). */
function parsedDecision(raw: unknown, site: SiteId): boolean {
  const settings = parseSettings(raw);
  return settings.sites[site] && (site !== 'mastodon' || settings.mastodonInstances.includes(ORIGIN));
}

describe('the content script’s zod-free reading of the site switch', () => {
  const stored: unknown[] = [
    undefined,
    null,
    {},
    { sites: { x: false, linkedin: false } },
    { sites: { x: 'no', bluesky: 0, threads: null } },
    { sites: 'everything' },
    { mastodonInstances: [ORIGIN] },
    { mastodonInstances: [ORIGIN, 42] },
    { mastodonInstances: 'https://mastodon.social' },
    { sites: { mastodon: false }, mastodonInstances: [ORIGIN] },
    { mode: 'online', persona: 'founders', sites: { threads: false }, mastodonInstances: ['https://fosstodon.org'] },
  ];

  it('agrees with the settings schema on every site, for ordinary and damaged values', () => {
    for (const raw of stored) {
      for (const site of SITES)
        expect([JSON.stringify(raw), site, composerSwitchedOn(raw, site, ORIGIN)]).toEqual([
          JSON.stringify(raw),
          site,
          parsedDecision(raw, site),
        ]);
    }
  });
});
