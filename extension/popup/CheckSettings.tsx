import { Platform } from '@preflight/engine';
import { PlatformOptions } from '../panel/PlatformOptions';
import type { PanelState } from '../state/panelState';

/** Where the popup's draft will be posted, and for whom: the platform and the audience (optional). */
export function CheckSettings({ state }: { state: Pick<PanelState, 'platform' | 'setPlatform' | 'persona' | 'setPersona'> }) {
  return (
    <div class="row check-settings">
      <label class="row check-platform">
        Platform
        <select
          data-testid="check-platform"
          value={state.platform.value}
          onChange={(e) => {
            const parsed = Platform.safeParse(e.currentTarget.value);
            if (parsed.success) state.setPlatform(parsed.data);
          }}
        >
          <PlatformOptions />
        </select>
      </label>
      <input
        class="check-persona"
        data-testid="check-persona"
        type="text"
        aria-label="Audience (optional)"
        title="The audience you write for, e.g. indie SaaS founders"
        placeholder="Audience (optional)"
        value={state.persona.value}
        onInput={(e) => state.setPersona(e.currentTarget.value)}
      />
    </div>
  );
}
