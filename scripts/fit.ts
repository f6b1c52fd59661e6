// npm run fit — refits shared/params/fitted.json from the twitter-ratio posts (see scripts/stats/fitParams.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DatasetMissing, locateTwitterRatio } from './dataset/locate';
import { loadTwitterRatio } from './dataset/twitterRatio';
import { authorOutcomes } from './dataset/outcomes';
import { fitParams, serialiseParams } from './stats/fitParams';
import { formatFitReport } from './stats/fitReport';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const outFile = fileURLToPath(new URL('../shared/params/fitted.json', import.meta.url));

try {
  const dir = locateTwitterRatio(process.env, repoRoot);
  const result = fitParams(loadTwitterRatio(dir).map(authorOutcomes));
  writeFileSync(outFile, serialiseParams(result.params));
  console.log(formatFitReport(result));
  console.log(`wrote ${outFile}`);
} catch (error) {
  if (error instanceof DatasetMissing) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
