// Rasterises the extension's icon (extension/public/icon/icon.svg, drawn by hand) into the PNG sizes the
// browsers ask for, with the same Chromium the browser tests use. Run it after changing the SVG:
//   npx tsx scripts/icons.ts
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ICON_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'extension', 'public', 'icon');
const SIZES = [16, 32, 48, 128] as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const svg = readFileSync(join(ICON_DIR, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
    await page.locator('svg').screenshot({ path: join(ICON_DIR, `${size}.png`), omitBackground: true });
  }
} finally {
  await browser.close();
}
