// What of a URL may be printed: its credentials hidden, everything else as written.
import { describe, expect, it } from 'vitest';
import { redactSecrets, redactUrl } from '../../backend/log/redact';

describe('redactUrl', () => {
  it.each([
    ['postgresql://preflight:s3cret@db:5432/preflight', 'postgresql://preflight:***@db:5432/preflight'],
    ['postgres://db/preflight?password=s3cret&sslmode=require', 'postgres://db/preflight?password=***&sslmode=require'],
    ['https://sk-live1234567890abcdef@api.example.com/v1', 'https://***@api.example.com/v1'],
    ['https://gateway.example/v1?api-key=abc&deployment=main', 'https://gateway.example/v1?api-key=***&deployment=main'],
    ['https://gateway.example/v1?q=tsk_Ab3dE9xQ12345678Zz', 'https://gateway.example/v1?q=***'],
  ])('%s → %s', (url, printed) => {
    expect(redactUrl(url)).toBe(printed);
  });

  it('a URL without credentials is given back exactly as written; a database user without a password is a role, kept', () => {
    for (const url of [
      'http://127.0.0.1:11434/v1',
      'postgres://db:5432/preflight?sslmode=require&application_name=api',
      'postgres://postgres@127.0.0.1:5432/store',
    ])
      expect(redactUrl(url)).toBe(url);
  });

  it('text that does not parse as a URL but holds an @ is hidden whole', () => {
    expect(redactUrl('http//user:pw@host')).toBe('***');
  });
});

describe('redactSecrets', () => {
  it('hides credentials of every URL in a sentence or a JSON log line, nothing else', () => {
    expect(redactSecrets('The database postgres://u:pw@127.0.0.1:1/db cannot be reached (ECONNREFUSED).')).toBe(
      'The database postgres://u:***@127.0.0.1:1/db cannot be reached (ECONNREFUSED).',
    );
    const line = JSON.stringify({ message: 'waiting', database: 'postgres://u:pw@h/db?password=zz', note: 'see http://a/b\nnext' });
    expect(JSON.parse(redactSecrets(line))).toEqual({
      message: 'waiting',
      database: 'postgres://u:***@h/db?password=***',
      note: 'see http://a/b\nnext',
    });
  });
});
