// The documents' tables of settings, written from the code's own constants so that a default, a range or a
// tier's allowance changed in the code cannot be left behind in the docs: the environment the server reads
// (backend/config/env.ts) and the tiers' quotas, rates and account limits (backend/quota/tiers.ts).
import { INTEGER_SETTINGS, modelSettings, parseEnv, type Env } from '../../backend/config/env';
import { QUERY_TIMEOUT_MARGIN_MS } from '../../backend/store/postgres/postgresPool';
import { ACCOUNT_LIMITS, MONTHLY_LIMITS, TEXT_BUDGETS, Tier, UNCHARGED_RATES } from '../../backend/quota/tiers';

const count = (n: number) => n.toLocaleString('en-US');
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

interface EnvRow {
  names: readonly (keyof Env)[];
  /** What the variable does, in words; an integer variable's range is added from the code. */
  meaning: string;
}

const ENV_ROWS: readonly EnvRow[] = [
  { names: ['PORT'], meaning: '`0` picks a free port, which the listening line shows' },
  { names: ['HOST'], meaning: 'address to listen on; set `0.0.0.0` to accept other machines' },
  { names: ['PREFLIGHT_DB'], meaning: 'the store (folder created if missing)' },
  {
    names: ['PREFLIGHT_WEB_DIR'],
    meaning: 'the built web page served at `/` (`npm run build:web` writes `.output/web`, the default when unset) ([web page](web.md))',
  },
  {
    names: ['PREFLIGHT_LLM_BASE_URL'],
    meaning:
      'any OpenAI-compatible server, e.g. `http://127.0.0.1:11434/v1`; with this **or** a key, generate ' +
      'drafts with a language model ([recipes](api.md#drafting-with-a-language-model))',
  },
  { names: ['PREFLIGHT_LLM_API_KEY'], meaning: 'the key sent to that server (a local server usually needs none)' },
  { names: ['PREFLIGHT_LLM_MODEL'], meaning: 'model name sent to that server' },
  {
    names: ['OPENAI_BASE_URL', 'OPENAI_API_KEY', 'PREFLIGHT_MODEL'],
    meaning:
      'the older names of the three above, still read; where both are set the `PREFLIGHT_LLM_` one wins, ' +
      "so a key your shell exports for other OpenAI tools does not override Preflight's",
  },
  { names: ['PREFLIGHT_LLM_TIMEOUT_MS'], meaning: "per model call, from the request to the reply's last byte" },
  { names: ['PREFLIGHT_LLM_MAX_REPLY_BYTES'], meaning: 'a model reply longer than this is cut off there and the call answers 502' },
  {
    names: ['PREFLIGHT_MAX_CONNECTIONS'],
    meaning:
      'open connections to the API at once; past it an idle connection is closed to make room, or the new ' +
      'one is closed if every connection is busy',
  },
  {
    names: ['PREFLIGHT_MAX_CONNECTIONS_PER_ADDRESS'],
    meaning:
      "open connections from one client address (an IPv6 client's /64); behind a reverse proxy every " +
      'connection comes from the proxy, so raise it to `PREFLIGHT_MAX_CONNECTIONS` there',
  },
  {
    names: ['DATABASE_URL'],
    meaning:
      'a `postgres://` URL: the store is that PostgreSQL database, shared by any number of instances, ' +
      'instead of the `PREFLIGHT_DB` file ([below](#many-instances-on-one-postgresql))',
  },
  { names: ['PREFLIGHT_PG_POOL_MAX'], meaning: 'connections each instance may hold' },
  {
    names: ['PREFLIGHT_PG_STATEMENT_TIMEOUT_MS'],
    meaning:
      `a statement running longer is cancelled and the request answers 503; a database that does not ` +
      `answer at all is given up ${QUERY_TIMEOUT_MARGIN_MS} ms later`,
  },
  { names: ['PREFLIGHT_PG_CONNECT_TIMEOUT_MS'], meaning: 'waiting longer for a connection (all in use, or the database away) answers 503' },
  { names: ['PREFLIGHT_PG_START_WAIT_MS'], meaning: 'how long a starting instance waits for a database it cannot reach yet' },
];

/** A variable's default as the server sees it with nothing set; the model's settings fall back across names. */
function defaultOf(name: keyof Env, defaults: Env): string {
  const model = modelSettings(defaults);
  const value = name === 'PREFLIGHT_LLM_MODEL' ? model.model : defaults[name];
  return value === undefined ? 'unset' : `\`${value}\``;
}

const rangeOf = (name: keyof Env) => {
  const setting = (INTEGER_SETTINGS as Partial<Record<keyof Env, { min: number; max: number }>>)[name];
  return setting ? ` (${setting.min} to ${setting.max})` : '';
};

/** The environment table of docs/operations.md: every variable the server reads, its default and range. */
export function environmentTable(): string {
  const defaults = parseEnv({});
  const rows = ENV_ROWS.map(({ names, meaning }) => [
    names.map((n) => `\`${n}\``).join(', '),
    names.map((n) => defaultOf(n, defaults)).join(', '),
    `${meaning}${names.length === 1 ? rangeOf(names[0]!) : ''}`,
  ]);
  const listed = new Set(ENV_ROWS.flatMap((r) => r.names));
  const missing = Object.keys(defaults).filter((name) => !listed.has(name as keyof Env));
  if (missing.length > 0) throw new Error(`docs: the environment table has no row for ${missing.join(', ')}`);
  return table(['variable', 'default', 'meaning'], rows);
}

const TIERS = Tier.options;
const perMonth = (n: number | null) => (n === null ? 'unlimited' : count(n));

/** Each tier's monthly score and generate calls. */
export function quotaTable(): string {
  return table(
    ['tier', 'score / month', 'generate / month'],
    TIERS.map((t) => [t, perMonth(MONTHLY_LIMITS[t].score), perMonth(MONTHLY_LIMITS[t].generate)]),
  );
}

/** Each tier's token bucket for the endpoints no monthly quota counts. */
export function rateTable(): string {
  return table(
    ['tier', 'burst', 'then'],
    TIERS.map((t) => [t, count(UNCHARGED_RATES[t].burst), `${count(UNCHARGED_RATES[t].per_minute)} a minute`]),
  );
}

/** Each tier's accounts, posts and stored text, which never reset. */
export function accountLimitTable(): string {
  return table(
    ['tier', 'accounts per key', 'posts per account', 'post text per account', 'post text per key'],
    TIERS.map((t) => [
      t,
      count(ACCOUNT_LIMITS[t].accounts),
      count(ACCOUNT_LIMITS[t].posts_per_account),
      `${count(TEXT_BUDGETS[t].per_account)} bytes`,
      `${count(TEXT_BUDGETS[t].per_key)} bytes`,
    ]),
  );
}
