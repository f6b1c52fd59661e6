// docs/speed.md's "Where a request's time goes": the last `npm run bench:profile` (bench/request-profile.json)
// as tables, the rows of the answer's server CPU and the engine's functions, and what the API's ratio budget
// asks of them, worked out from the same run's figures.
import { ENGINE_ROW, TRANSPORT_ROWS } from '../../bench/profileRows';
import { REQUEST_PROFILE_FILE, type RequestProfile } from '../../bench/lastProfile';

/** 28 November 2026, from 2026-11-28. */
export function longDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

const micros = (x: number) => (x >= 10 ? x.toFixed(0) : x.toFixed(1));
const percent = (share: number) => `${(share * 100).toFixed(share >= 0.1 ? 0 : 1)} %`;
const count = (n: number) => Math.round(n).toLocaleString('en-US');
const table = (head: readonly string[], align: string, rows: readonly (readonly string[])[]) =>
  [`| ${head.join(' | ')} |`, align, ...rows.map((cells) => `| ${cells.join(' | ')} |`)].join('\n');

export function requestProfileText(run: RequestProfile): string {
  const { api, bare, profile } = run;
  const microsOf = (rows: readonly string[]) => run.rows.filter((r) => rows.includes(r.row)).reduce((sum, r) => sum + r.microsPerAnswer, 0);
  const engine = microsOf([ENGINE_ROW]);
  const transport = microsOf(TRANSPORT_ROWS);
  const target = bare.requestsPerSecond * run.ratioBudget;
  const ceiling = 1e6 / target;
  return [
    `The last run (\`${REQUEST_PROFILE_FILE}\`, which \`npm run bench:profile\` writes), on ${run.machine}, ${longDay(run.date)}: ` +
      `\`POST /api/v1/score\` answered ${count(api.requestsPerSecond)} a second at ` +
      `${micros(api.cpuMicrosPerAnswer)} µs of server CPU each; ` +
      `the bare endpoint, in the same process and setting, ${count(bare.requestsPerSecond)} a second at ` +
      `${micros(bare.cpuMicrosPerAnswer)} µs each. ` +
      `The profile: ${profile.seconds.toFixed(0)} s sampled every ${profile.samplingIntervalMicros} µs, ` +
      `${count(profile.busySamples)} busy samples over ${count(profile.answers)} answers.`,
    '',
    table(
      ['where', 'µs per answer', 'share'],
      '| --- | ---: | ---: |',
      run.rows.map((r) => [r.row, micros(r.microsPerAnswer), percent(r.share)]),
    ),
    '',
    "The engine's part by function: each function's own time, a builtin it calls (a regular expression's " +
      "`exec`) counted for it and a library's function under its own name.",
    '',
    table(
      ['function', 'file', 'µs per answer', 'share of the answer'],
      '| --- | --- | ---: | ---: |',
      run.engineTop.map((f) => [`\`${f.function}\``, `\`${f.where}\``, micros(f.microsPerAnswer), percent(f.share)]),
    ),
    '',
    `What the ratio budget asks, from this run: ${run.ratioBudget} of the bare endpoint's ` +
      `${count(bare.requestsPerSecond)} a second is ${count(target)} a second, ` +
      `at most ${micros(ceiling)} µs of server CPU per answer with the thread fully busy. The API spends ` +
      `${micros(api.cpuMicrosPerAnswer)} µs: ` +
      `${micros(engine)} in the engine and ${micros(api.cpuMicrosPerAnswer - engine)} around it, of which ` +
      `${micros(transport)} are Node's HTTP, ` +
      "the socket write and the answer's `JSON.stringify`" +
      (api.cpuMicrosPerAnswer > ceiling
        ? `; the budget needs about ${micros(api.cpuMicrosPerAnswer - ceiling)} µs less per answer.`
        : "; that is within the budget's ceiling."),
  ].join('\n');
}
