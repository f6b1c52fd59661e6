// npm run fit — refits shared/params/fitted.json (scripts/fit/fitEngine.ts) from the wording pairs, the
// senators' accounts and the FiveThirtyEight posts. Deterministic: the same data gives the same bytes.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DatasetMissing } from './dataset/locate';
import { loadFitInputs } from './fit/loadFitInputs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const outFile = fileURLToPath(new URL('../shared/params/fitted.json', import.meta.url));

try {
  const inputs = loadFitInputs(process.env, repoRoot);
  const [{ buildFitData }, { fitEngine }, { formatFitReport }] = await Promise.all([import('./fit/fitData'), import('./fit/fitEngine'), import('./fit/fitReport')]);
  const { params, report } = fitEngine(buildFitData(inputs));
  writeFileSync(outFile, `${JSON.stringify(params, null, 2)}\n`);
  console.log(formatFitReport(report));
  console.log(`wrote ${outFile}`);
} catch (error) {
  if (error instanceof DatasetMissing) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
