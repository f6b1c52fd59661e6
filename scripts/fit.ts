// npm run fit — refits the engine's parameters from the data sets, deterministically (the same data gives the
// same bytes):
//   - shared/params/forecast.json: the forecast (scripts/fit/fitForecast.ts), from the senators' and
//     FiveThirtyEight's accounts, the wording pairs and the randomised headline tests;
//   - shared/params/fitted.json: the sizes of the editor's outcome-checked concepts (scripts/fit/fitEngine.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DatasetMissing } from './dataset/locate';
import { loadFitInputs, loadHeadlineInputs } from './fit/loadFitInputs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const conceptsFile = fileURLToPath(new URL('../shared/params/fitted.json', import.meta.url));
const forecastFile = fileURLToPath(new URL('../shared/params/forecast.json', import.meta.url));

try {
  const inputs = loadFitInputs(process.env, repoRoot);
  const headlines = loadHeadlineInputs(process.env, repoRoot);
  const [{ buildFitData }, { fitEngine }, { formatFitReport }, { buildForecastData }, { fitForecast }, { formatForecastReport }] = await Promise.all([
    import('./fit/fitData'),
    import('./fit/fitEngine'),
    import('./fit/fitReport'),
    import('./fit/forecastData'),
    import('./fit/fitForecast'),
    import('./fit/forecastReport'),
  ]);
  const forecast = fitForecast(buildForecastData({ ...inputs, headlines }));
  writeFileSync(forecastFile, `${JSON.stringify(forecast.params, null, 1)}\n`);
  console.log(formatForecastReport(forecast.report));
  console.log(`wrote ${forecastFile}\n`);
  const { params, report } = fitEngine(buildFitData(inputs));
  writeFileSync(conceptsFile, `${JSON.stringify(params, null, 2)}\n`);
  console.log("The editor's outcome-checked concepts");
  console.log(formatFitReport(report));
  console.log(`wrote ${conceptsFile}`);
} catch (error) {
  if (error instanceof DatasetMissing) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
