// The last `npm run bench:profile` (bench/requestProfile.ts): where the server's CPU goes for one
// POST /api/v1/score answer, kept in bench/request-profile.json so that docs/speed.md shows the figures of a
// real run (npm run docs writes its block from this file) and nobody types a timing into the docs.
// `npm run bench:profile` rewrites it; commit it with the change it measured.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ProfiledRow {
  row: string;
  /** Of the busy samples. */
  share: number;
  /** The share times the server CPU per answer. */
  microsPerAnswer: number;
}

export interface ProfiledFunction {
  function: string;
  /** The file, relative to the repository or under node_modules/. */
  where: string;
  share: number;
  microsPerAnswer: number;
}

/** An endpoint driven without the profiler: its server CPU per answer and its requests per second. */
export interface EndpointCost {
  cpuMicrosPerAnswer: number;
  requestsPerSecond: number;
}

export interface RequestProfile {
  machine: string;
  /** The day of the run, YYYY-MM-DD (UTC). */
  date: string;
  connections: number;
  /** POST /api/v1/score, the mean of the unprofiled runs on either side of the profiled one. */
  api: EndpointCost;
  /** The bench's bare Hono endpoint (zod, a fixed 3 KB answer) in the same process and setting. */
  bare: EndpointCost;
  /** The least share of the bare endpoint's requests per second the API is held to (bench/api.ts). */
  ratioBudget: number;
  profile: { seconds: number; samplingIntervalMicros: number; answers: number; busySamples: number };
  rows: ProfiledRow[];
  /** The engine's functions by their own time (a builtin they call counts for them), most first. */
  engineTop: ProfiledFunction[];
}

export const REQUEST_PROFILE_FILE = join('bench', 'request-profile.json');

export async function readRequestProfile(repoRoot: string): Promise<RequestProfile> {
  return JSON.parse(await readFile(join(repoRoot, REQUEST_PROFILE_FILE), 'utf8')) as RequestProfile;
}

export async function writeRequestProfile(repoRoot: string, profile: RequestProfile): Promise<void> {
  await writeFile(join(repoRoot, REQUEST_PROFILE_FILE), `${JSON.stringify(profile, null, 2)}\n`);
}
