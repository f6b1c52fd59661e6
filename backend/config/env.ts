// The service's environment, parsed once at start. A bad value ends the process with one readable line.
import { z } from 'zod';
import { DEFAULT_MAX_REPLY_BYTES } from '../drafts/boundedModelFetch';
import { redactUrl } from '../log/redact';
import { POSTGRES_DEFAULTS } from '../store/postgres/postgresDefaults';

/** Treat `FOO=` like an unset variable: shells and .env files produce empty strings for "not given". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

export interface IntegerSetting {
  min: number;
  max: number;
  fallback: number;
}

/** The integer variables' ranges and defaults, in one place for the parser and for the docs' table of them. */
export const INTEGER_SETTINGS = {
  PORT: { min: 0, max: 65535, fallback: 8787 },
  /** Per model call, from the request to the reply's last byte. */
  PREFLIGHT_LLM_TIMEOUT_MS: { min: 100, max: 600_000, fallback: 20_000 },
  /** A model reply longer than this is cut off there and the call fails (drafts/boundedModelFetch.ts). */
  PREFLIGHT_LLM_MAX_REPLY_BYTES: { min: 1_024, max: 100 * 1024 * 1024, fallback: DEFAULT_MAX_REPLY_BYTES },
  /** Open connections to the API at once; more are closed on accept (http/serverLimits.ts). */
  PREFLIGHT_MAX_CONNECTIONS: { min: 1, max: 1_000_000, fallback: 1_024 },
  /** Open connections from one client address; behind a reverse proxy every connection is the proxy's. */
  PREFLIGHT_MAX_CONNECTIONS_PER_ADDRESS: { min: 1, max: 1_000_000, fallback: 64 },
  PREFLIGHT_PG_POOL_MAX: { min: 1, max: 1_000, fallback: POSTGRES_DEFAULTS.poolMax },
  PREFLIGHT_PG_STATEMENT_TIMEOUT_MS: { min: 100, max: 600_000, fallback: POSTGRES_DEFAULTS.statementTimeoutMs },
  PREFLIGHT_PG_CONNECT_TIMEOUT_MS: { min: 100, max: 600_000, fallback: POSTGRES_DEFAULTS.connectTimeoutMs },
  /** How long a starting instance waits for a database it cannot reach yet before it gives up. */
  PREFLIGHT_PG_START_WAIT_MS: { min: 0, max: 600_000, fallback: POSTGRES_DEFAULTS.startWaitMs },
} as const satisfies Record<string, IntegerSetting>;
type IntegerName = keyof typeof INTEGER_SETTINGS;

function integerVar(name: IntegerName) {
  const { min, max, fallback } = INTEGER_SETTINGS[name];
  return optionalText.pipe(
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return fallback;
        const n = /^\d+$/.test(v) ? Number(v) : Number.NaN;
        if (!Number.isSafeInteger(n) || n < min || n > max) {
          ctx.issues.push({ code: 'custom', input: v, message: `${name} must be an integer from ${min} to ${max} (got "${v}")` });
          return z.NEVER;
        }
        return n;
      }),
  );
}

/** An OpenAI-compatible server's base URL; the message shows the value with any password or key in it hidden. */
function baseUrlVar(name: string) {
  return optionalText.pipe(
    z.url({ protocol: /^https?$/, error: (i) => `${name} must be an http(s) URL (got "${redactUrl(String(i.input))}")` }).optional(),
  );
}

export const Env = z.object({
  PORT: integerVar('PORT'),
  HOST: optionalText.transform((v) => v ?? '127.0.0.1'),
  PREFLIGHT_DB: optionalText.transform((v) => v ?? 'data/preflight.json'),
  /** The built web page served at / (web/build.ts); .output/web in the repository by default. */
  PREFLIGHT_WEB_DIR: optionalText,
  /** The language model's server, key and name: the PREFLIGHT_LLM_ names win over the older ones (modelSettings). */
  PREFLIGHT_LLM_BASE_URL: baseUrlVar('PREFLIGHT_LLM_BASE_URL'),
  PREFLIGHT_LLM_API_KEY: optionalText,
  PREFLIGHT_LLM_MODEL: optionalText,
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: baseUrlVar('OPENAI_BASE_URL'),
  PREFLIGHT_MODEL: optionalText.transform((v) => v ?? 'gpt-4o-mini'),
  PREFLIGHT_LLM_TIMEOUT_MS: integerVar('PREFLIGHT_LLM_TIMEOUT_MS'),
  PREFLIGHT_LLM_MAX_REPLY_BYTES: integerVar('PREFLIGHT_LLM_MAX_REPLY_BYTES'),
  PREFLIGHT_MAX_CONNECTIONS: integerVar('PREFLIGHT_MAX_CONNECTIONS'),
  PREFLIGHT_MAX_CONNECTIONS_PER_ADDRESS: integerVar('PREFLIGHT_MAX_CONNECTIONS_PER_ADDRESS'),
  /** Set: the store is this PostgreSQL database, shared by any number of instances; unset: the lowdb file. */
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: () => 'DATABASE_URL must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  PREFLIGHT_PG_POOL_MAX: integerVar('PREFLIGHT_PG_POOL_MAX'),
  PREFLIGHT_PG_STATEMENT_TIMEOUT_MS: integerVar('PREFLIGHT_PG_STATEMENT_TIMEOUT_MS'),
  PREFLIGHT_PG_CONNECT_TIMEOUT_MS: integerVar('PREFLIGHT_PG_CONNECT_TIMEOUT_MS'),
  PREFLIGHT_PG_START_WAIT_MS: integerVar('PREFLIGHT_PG_START_WAIT_MS'),
});
export type Env = z.output<typeof Env>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the variables we read; unrelated ones are ignored. Throws EnvError with a one-line message. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const picked = Object.fromEntries(Object.keys(Env.shape).map((k) => [k, source[k]]));
  const result = Env.safeParse(picked);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => i.message);
  throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
}

export interface ModelSettings {
  baseURL: string | undefined;
  apiKey: string | undefined;
  model: string;
}

/**
 * The model server to draft with. Each setting is read from its PREFLIGHT_LLM_ name first, then from the name
 * the service read before (OPENAI_BASE_URL, OPENAI_API_KEY, PREFLIGHT_MODEL), so existing setups keep working
 * and a Preflight-specific value wins over one the shell exports for other OpenAI tools.
 */
export function modelSettings(env: Env): ModelSettings {
  return {
    baseURL: env.PREFLIGHT_LLM_BASE_URL ?? env.OPENAI_BASE_URL,
    apiKey: env.PREFLIGHT_LLM_API_KEY ?? env.OPENAI_API_KEY,
    model: env.PREFLIGHT_LLM_MODEL ?? env.PREFLIGHT_MODEL,
  };
}

/** True when generate should call a language model rather than the offline drafter: a server or a key is set. */
export function llmConfigured(env: Env): boolean {
  const { baseURL, apiKey } = modelSettings(env);
  return baseURL !== undefined || apiKey !== undefined;
}
