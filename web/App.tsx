// The service's own page: the key, the draft scored offline as you type, the service's answer on demand,
// drafts from an idea and the writer's account. The whole page is one `.pf` scope, so the panel's colours,
// badges and cards (ui/panelStyles.ts) look as they do beside a composer, light or dark as the system is.
import { useEffect, useState } from 'preact/hooks';
import type { AccountState } from './accountState';
import { AccountSection } from './AccountSection';
import type { DraftState } from './draftState';
import { DraftSection } from './DraftSection';
import { DraftsSection } from './DraftsSection';
import type { EngineClient } from './engineClient';
import { KeyPanel } from './KeyPanel';
import type { KeyState } from './keyState';
import { ServiceCheckSection, type ServiceCheck } from './ServiceCheck';
import { useSystemTheme } from './systemTheme';

export interface AppProps {
  engine: EngineClient;
  draft: DraftState;
  keys: KeyState;
  check: ServiceCheck;
  account: AccountState;
}

export function App({ engine, draft, keys, check, account }: AppProps) {
  const dark = useSystemTheme() === 'dark';
  const [engineReady, setEngineReady] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's engine is made once, before the page is drawn.
  useEffect(() => {
    void engine.ready.then(() => {
      setEngineReady(true);
      document.documentElement.dataset.engine = 'ready';
    });
  }, []);
  return (
    <div class={`pf pf--page web${dark ? ' pf--dark' : ''}`} data-testid="web-app">
      <header class="web-header">
        <h1 class="web-title">
          <img src="/icon.svg" alt="" width={28} height={28} />
          Preflight
        </h1>
        <p class="web-tagline">Check a post before you publish: the verdict, the number and what it means, what to fix.</p>
      </header>
      <main class="web-main">
        <div class="web-column">
          <DraftSection draft={draft} engineReady={engineReady} />
          <ServiceCheckSection check={check} draft={draft} keys={keys} />
        </div>
        <div class="web-column">
          <KeyPanel keys={keys} />
          <DraftsSection draft={draft} keys={keys} engine={engine} />
          <AccountSection account={account} keys={keys} draft={draft} />
        </div>
      </main>
      <footer class="web-footer">
        <p>
          The API reference is at <a href="/docs">/docs</a>. Scores typed here are worked out in your browser; only "Check with the
          service", drafts and accounts call the service.
        </p>
      </footer>
    </div>
  );
}
