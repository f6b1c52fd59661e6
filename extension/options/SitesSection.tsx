import { SITES } from '../sites/index';
import type { Settings } from '../state/settings';
import { XPremiumSetting } from './XPremiumSetting';

export interface SitesSectionProps {
  sites: Settings['sites'];
  xPremium: boolean;
  update: (patch: Partial<Settings>) => void;
}

/** The per-site switches, and X Premium's long posts. */
export function SitesSection({ sites, xPremium, update }: SitesSectionProps) {
  return (
    <section class="options-section" aria-labelledby="options-sites">
      <h2 id="options-sites">Sites</h2>
      <p class="muted">The panel shows under the composer of each site switched on here.</p>
      {SITES.map((site) => (
        <label class="inline" key={site.id}>
          <input
            type="checkbox"
            data-testid={`options-site-${site.id}`}
            checked={sites[site.id]}
            onChange={(e) => update({ sites: { ...sites, [site.id]: e.currentTarget.checked } })}
          />
          {site.label}
        </label>
      ))}
      <XPremiumSetting checked={xPremium} onChange={(next) => update({ xPremium: next })} />
    </section>
  );
}
