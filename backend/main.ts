// `npm start`, the one command on a fresh clone: build the extension if it is missing, serve the API,
// and on the very first start issue a local key and say how to use it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { parseEnv } from './config/env';
import { exitOnStartError, exitWhenLockLost, stopOnSignals } from './lifecycle';
import { createLogger } from './log/logger';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const extensionDir = join(repoRoot, '.output', 'chrome-mv3');

/** Builds the Chrome extension when its manifest is missing; a failed build only warns. */
function ensureExtensionBuilt(): boolean {
  if (existsSync(join(extensionDir, 'manifest.json'))) return true;
  process.stdout.write('Building the browser extension (npx wxt build)…\n');
  // The build's own output goes to stderr so that stdout stays readable.
  const result = spawnSync('npx', ['wxt', 'build'], { cwd: repoRoot, stdio: ['ignore', 2, 2] });
  if (result.status === 0 && existsSync(join(extensionDir, 'manifest.json'))) return true;
  process.stdout.write(
    `WARNING: the extension build failed (${result.error?.message ?? `exit code ${result.status}`}); the API starts anyway. ` +
      'Run "npm run build" to see why, then load .output/chrome-mv3.\n',
  );
  return false;
}

/** Builds the web page served at / when it is missing (web/build.ts); a failed build only warns. */
function ensureWebPageBuilt(): boolean {
  if (existsSync(join(repoRoot, '.output', 'web', 'build.json'))) return true;
  process.stdout.write('Building the web page (npm run build:web)…\n');
  const result = spawnSync('npx', ['tsx', 'web/build.ts'], { cwd: repoRoot, stdio: ['ignore', 2, 2] });
  if (result.status === 0) return true;
  process.stdout.write(
    `WARNING: the web page build failed (${result.error?.message ?? `exit code ${result.status}`}); the ` +
      `API starts anyway. Run "npm run build:web" to see why.\n`,
  );
  return false;
}

async function main(): Promise<void> {
  const logger = createLogger();
  const env = parseEnv(process.env);
  const extensionBuilt = ensureExtensionBuilt();
  const webBuilt = ensureWebPageBuilt();
  const { startServer } = await import('./server');
  const server = await startServer({ env, logger });
  stopOnSignals(server, logger);
  exitWhenLockLost(server);
  process.stdout.write(`Preflight API listening on ${server.url}\n`);
  if (webBuilt) process.stdout.write(`Open ${server.url}/ in a browser to check drafts.\n`);

  if ((await server.keys.list()).length > 0) return;
  // The local operator gets builder: enough to try everything (500 score, 100 generate a month).
  const local = await server.keys.create('local', 'builder');
  await server.store.flush();
  process.stdout.write(
    [
      '',
      'First start: issued a local API key (tier builder). It is shown only this once; keep it:',
      '',
      `  ${local.key}`,
      '',
      extensionBuilt
        ? `Load the extension: open chrome://extensions, turn on Developer mode, click "Load unpacked" and pick ${extensionDir}`
        : 'Load the extension after "npm run build": chrome://extensions → Developer mode → Load unpacked → .output/chrome-mv3',
      `Then paste the key and the API address ${server.url} into the extension's settings.`,
      webBuilt
        ? `Or open ${server.url}/ in a browser and paste the key there.`
        : 'Build the web page with "npm run build:web" to check drafts in a browser tab.',
      '',
      'First call:',
      `  curl -s ${server.url}/api/v1/score -H "Authorization: Bearer ${local.key}" -H "Content-Type: application/json" \\`,
      `    -d '{"text":"Shipped our onboarding rewrite today: activation went from 21% to 34% in a week."}'`,
      '',
      `API reference: ${server.url}/docs   More keys: npm run keys -- create --label NAME --tier free`,
      '',
    ].join('\n'),
  );
}

main().catch(exitOnStartError);
