// The environment is parsed once at start; each bad value gets one readable line.
import { describe, expect, it } from 'vitest';
import { EnvError, llmConfigured, modelSettings, parseEnv } from '../../backend/config/env';

describe('parseEnv', () => {
  it('defaults: port 8787 on 127.0.0.1, data/preflight.json (no database), gpt-4o-mini, 20 s model timeout, offline drafter', () => {
    const env = parseEnv({});
    expect(env).toEqual({
      PORT: 8787,
      HOST: '127.0.0.1',
      PREFLIGHT_DB: 'data/preflight.json',
      PREFLIGHT_LLM_BASE_URL: undefined,
      PREFLIGHT_LLM_API_KEY: undefined,
      PREFLIGHT_LLM_MODEL: undefined,
      OPENAI_API_KEY: undefined,
      OPENAI_BASE_URL: undefined,
      PREFLIGHT_MODEL: 'gpt-4o-mini',
      PREFLIGHT_LLM_TIMEOUT_MS: 20000,
      PREFLIGHT_LLM_MAX_REPLY_BYTES: 1048576,
      PREFLIGHT_MAX_CONNECTIONS: 1024,
      PREFLIGHT_MAX_CONNECTIONS_PER_ADDRESS: 64,
      DATABASE_URL: undefined,
      PREFLIGHT_PG_POOL_MAX: 10,
      PREFLIGHT_PG_STATEMENT_TIMEOUT_MS: 4000,
      PREFLIGHT_PG_CONNECT_TIMEOUT_MS: 3000,
      PREFLIGHT_PG_START_WAIT_MS: 30000,
    });
    expect(llmConfigured(env)).toBe(false);
  });

  it('DATABASE_URL must be a postgres URL; the pool settings are bounded', () => {
    expect(parseEnv({ DATABASE_URL: 'postgresql://u:p@db:5432/preflight' }).DATABASE_URL).toBe('postgresql://u:p@db:5432/preflight');
    expect(() => parseEnv({ DATABASE_URL: 'mysql://db/preflight' })).toThrow('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(() => parseEnv({ PREFLIGHT_PG_POOL_MAX: '0' })).toThrow('PREFLIGHT_PG_POOL_MAX must be an integer from 1 to 1000 (got "0")');
  });

  it('PORT=0 is allowed (pick a free port); empty values count as unset', () => {
    expect(parseEnv({ PORT: '0', HOST: '', OPENAI_API_KEY: '  ' })).toMatchObject({
      PORT: 0,
      HOST: '127.0.0.1',
      OPENAI_API_KEY: undefined,
    });
  });

  it('either OPENAI_API_KEY or OPENAI_BASE_URL turns the language model on', () => {
    expect(llmConfigured(parseEnv({ OPENAI_API_KEY: 'sk-x' }))).toBe(true);
    expect(llmConfigured(parseEnv({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }))).toBe(true);
  });

  it('PREFLIGHT_LLM_BASE_URL or PREFLIGHT_LLM_API_KEY turns it on too; each PREFLIGHT_LLM_ name wins over the older one', () => {
    expect(llmConfigured(parseEnv({ PREFLIGHT_LLM_BASE_URL: 'http://127.0.0.1:8080/v1' }))).toBe(true);
    expect(llmConfigured(parseEnv({ PREFLIGHT_LLM_API_KEY: 'sk-p' }))).toBe(true);
    const both = parseEnv({
      PREFLIGHT_LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_BASE_URL: 'https://api.openai.com/v1',
      PREFLIGHT_LLM_API_KEY: 'sk-preflight',
      OPENAI_API_KEY: 'sk-openai',
      PREFLIGHT_LLM_MODEL: 'llama3.2',
      PREFLIGHT_MODEL: 'gpt-4o',
    });
    expect(modelSettings(both)).toEqual({ baseURL: 'http://127.0.0.1:11434/v1', apiKey: 'sk-preflight', model: 'llama3.2' });
    const older = parseEnv({ OPENAI_BASE_URL: 'https://api.openai.com/v1', OPENAI_API_KEY: 'sk-openai', PREFLIGHT_MODEL: 'gpt-4o' });
    expect(modelSettings(older)).toEqual({ baseURL: 'https://api.openai.com/v1', apiKey: 'sk-openai', model: 'gpt-4o' });
    expect(modelSettings(parseEnv({ PREFLIGHT_LLM_BASE_URL: 'http://127.0.0.1:8000/v1' }))).toEqual({
      baseURL: 'http://127.0.0.1:8000/v1',
      apiKey: undefined,
      model: 'gpt-4o-mini',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'Invalid environment: PORT must be an integer from 0 to 65535 (got "eighty")'],
    [{ PORT: '70000' }, 'Invalid environment: PORT must be an integer from 0 to 65535 (got "70000")'],
    [{ PORT: '80.5' }, 'Invalid environment: PORT must be an integer from 0 to 65535 (got "80.5")'],
    [{ OPENAI_BASE_URL: 'localhost:11434' }, 'Invalid environment: OPENAI_BASE_URL must be an http(s) URL (got "localhost:11434")'],
    [
      { PREFLIGHT_LLM_BASE_URL: 'ftp://ops:pw@models.internal/v1' },
      'Invalid environment: PREFLIGHT_LLM_BASE_URL must be an http(s) URL (got "ftp://ops:***@models.internal/v1")',
    ],
    [{ PREFLIGHT_LLM_TIMEOUT_MS: '0' }, 'Invalid environment: PREFLIGHT_LLM_TIMEOUT_MS must be an integer from 100 to 600000 (got "0")'],
    [
      { PORT: '-1', PREFLIGHT_LLM_TIMEOUT_MS: 'soon' },
      'Invalid environment: PORT must be an integer from 0 to 65535 (got "-1"); PREFLIGHT_LLM_TIMEOUT_MS ' +
        'must be an integer from 100 to 600000 (got "soon")',
    ],
  ])('%j → %s', (source, message) => {
    expect(() => parseEnv(source)).toThrow(new EnvError(message));
  });
});
