// npm run fit — refits the engine's parameters from the data sets, deterministically (the same data gives the
// same bytes):
//   - shared/params/forecast.json: the forecast (scripts/fit/fitForecast.ts), from the senators' and
//     FiveThirtyEight's accounts, the wording pairs and the randomised headline tests;
//   - shared/params/accountLevel.json: the pooled drift of an account's level (scripts/fit/accountLevel.ts), and
//     shared/params/accountBand.json: the band of an account's forecast before it has errors of its own
//     (scripts/fit/accountBand.ts), both from the senators' and FiveThirtyEight's (even ids) histories;
//   - shared/params/fitted.json: the sizes of the editor's outcome-checked concepts (scripts/fit/fitEngine.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DatasetMissing } from './dataset/locate';
import { loadFitInputs, loadHeadlineInputs } from './fit/loadFitInputs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const conceptsFile = fileURLToPath(new URL('../shared/params/fitted.json', import.meta.url));
const forecastFile = fileURLToPath(new URL('../shared/params/forecast.json', import.meta.url));
const accountBandFile = fileURLToPath(new URL('../shared/params/accountBand.json', import.meta.url));
const accountLevelFile = fileURLToPath(new URL('../shared/params/accountLevel.json', import.meta.url));

try {
  const inputs = loadFitInputs(process.env, repoRoot);
  const headlines = loadHeadlineInputs(process.env, repoRoot);
  const [
    { buildFitData },
    { fitEngine },
    { formatFitReport },
    { buildForecastData },
    { fitForecast },
    { formatForecastReport },
    { fitAccountBand },
    { fitHistories },
    { fitAccountLevel },
  ] = await Promise.all([
    import('./fit/fitData'),
    import('./fit/fitEngine'),
    import('./fit/fitReport'),
    import('./fit/forecastData'),
    import('./fit/fitForecast'),
    import('./fit/forecastReport'),
    import('./fit/accountBand'),
    import('./fit/fitHistories'),
    import('./fit/accountLevel'),
  ]);
  const forecast = fitForecast(buildForecastData({ ...inputs, headlines }));
  writeFileSync(forecastFile, `${JSON.stringify(forecast.params, null, 1)}\n`);
  console.log(formatForecastReport(forecast.report));
  console.log(`wrote ${forecastFile}\n`);
  const histories = fitHistories(process.env, repoRoot);
  const level = fitAccountLevel(histories.accounts, forecast.params, histories.source);
  writeFileSync(accountLevelFile, `${JSON.stringify(level, null, 1)}\n`);
  console.log(
    `The pooled drift of an account's level: ${level.drift_per_day} a day (a daily post's weight ` +
      `${level.weight_per_day}; ${level.accounts} accounts)`,
  );
  console.log(`wrote ${accountLevelFile}\n`);
  const band = fitAccountBand(histories.accounts, forecast.params, histories.source, level.drift_per_day);
  writeFileSync(accountBandFile, `${JSON.stringify(band, null, 1)}\n`);
  console.log(
    `The pooled account band: 10th to 90th percentile of ln(1 + likes) errors ${band.q10} to ${band.q90} ` +
      `(${band.forecasts} forecasts, ${band.accounts} accounts)`,
  );
  console.log(`wrote ${accountBandFile}\n`);
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
