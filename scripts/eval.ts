// npm run eval — scores every twitter-ratio post with the engine and prints how well the scores rank
// real outcomes (scripts/stats/evaluation.ts). `--json` prints the numbers instead of the table.
import { fileURLToPath } from 'node:url';
import { DatasetMissing, locateTwitterRatio } from './dataset/locate';
import { loadTwitterRatio } from './dataset/twitterRatio';
import { authorOutcomes } from './dataset/outcomes';
import { evaluate } from './stats/evaluation';
import { formatEvalTable } from './stats/evalTable';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

try {
  const dir = locateTwitterRatio(process.env, repoRoot);
  // Loaded after the data is found, so a missing dataset is reported without paying for the engine.
  const { score } = await import('../shared/index');
  const report = evaluate(loadTwitterRatio(dir).map(authorOutcomes), (text) => {
    const result = score({ text, platform: 'x' });
    return { prePublish: result.pre_publish_score, annoyRisk: result.composite_dimensions.annoy_risk };
  });
  console.log(process.argv.includes('--json') ? JSON.stringify(report, null, 2) : formatEvalTable(report));
} catch (error) {
  if (error instanceof DatasetMissing) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
