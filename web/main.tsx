// The page's entry: the engine worker starts loading at once, the page renders without waiting for it.
import { effect } from '@preact/signals';
import { render } from 'preact';
import { createAccountState } from './accountState';
import { App } from './App';
import { createDraftState } from './draftState';
import { startEngine } from './engineClient';
import { createKeyState } from './keyState';
import { createServiceCheck } from './ServiceCheck';

const engine = startEngine();
const draft = createDraftState(engine);
const keys = createKeyState();
const account = createAccountState(keys);
const check = createServiceCheck(draft, keys, engine, account.accountForChecks);

// A new key (or none): its usage and accounts are asked for again; nothing is asked without a key.
let lastKey: string | null = null;
effect(() => {
  const key = keys.kept.value?.key ?? null;
  if (key === lastKey) return;
  lastKey = key;
  if (key) void keys.refreshUsage();
  account.forKeyChange();
});

const root = document.getElementById('app');
if (root) render(<App engine={engine} draft={draft} keys={keys} check={check} account={account} />, root);
