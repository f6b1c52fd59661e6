import { render } from 'preact';
import { workerRunner } from '../../account/historyRunner';
import { OptionsApp } from '../../options/OptionsApp';
import { PAGE_CSS } from '../../popup/pageStyles';
import { browserHostPermissions, browserScriptRegistry } from '../../permissions/browserAccess';

const style = document.createElement('style');
style.textContent = PAGE_CSS;
document.head.append(style);
// Vite bundles the worker as its own file: the engine's importer and calibration load only when an import runs.
const runHistory = workerRunner(() => new Worker(new URL('../../account/historyWorker.ts', import.meta.url), { type: 'module' }));
const root = document.getElementById('app');
if (root)
  render(<OptionsApp access={{ permissions: browserHostPermissions(), scripts: browserScriptRegistry() }} runHistory={runHistory} />, root);
