// The account endpoints as one key sees them, over real HTTP.
import type { AccountPost } from '../../../shared/account/accountPost';

export interface AccountApi {
  create(body: unknown): Promise<Response>;
  list(): Promise<Response>;
  get(id: string): Promise<Response>;
  remove(id: string): Promise<Response>;
  ingest(id: string, body: string | Uint8Array, contentType: string): Promise<Response>;
  ingestPosts(id: string, posts: readonly unknown[]): Promise<Response>;
  receipts(id: string): Promise<Response>;
  score(body: unknown): Promise<Response>;
  generate(body: unknown): Promise<Response>;
  usage(): Promise<Response>;
}

export function accountApi(url: string, key: string): AccountApi {
  const auth = { authorization: `Bearer ${key}` };
  const json = (method: string, path: string, body: unknown) =>
    fetch(`${url}${path}`, { method, headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const get = (path: string, method = 'GET') => fetch(`${url}${path}`, { method, headers: auth });
  const ingest = (id: string, body: string | Uint8Array, contentType: string) =>
    fetch(`${url}/api/v1/accounts/${encodeURIComponent(id)}/posts`, {
      method: 'POST',
      headers: { ...auth, 'content-type': contentType },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
  return {
    create: (body) => json('POST', '/api/v1/accounts', body),
    list: () => get('/api/v1/accounts'),
    get: (id) => get(`/api/v1/accounts/${encodeURIComponent(id)}`),
    remove: (id) => get(`/api/v1/accounts/${encodeURIComponent(id)}`, 'DELETE'),
    ingest,
    ingestPosts: (id, posts) => ingest(id, JSON.stringify({ posts }), 'application/json'),
    receipts: (id) => get(`/api/v1/accounts/${encodeURIComponent(id)}/receipts`),
    score: (body) => json('POST', '/api/v1/score', body),
    generate: (body) => json('POST', '/api/v1/generate', body),
    usage: () => get('/api/v1/usage'),
  };
}

/** Creates an account and returns its id (fails the test on anything but 201). */
export async function newAccount(api: AccountApi, label = 'acme on X', platform?: string): Promise<string> {
  const res = await api.create(platform === undefined ? { label } : { label, platform });
  if (res.status !== 201) throw new Error(`create account: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Ingests posts as JSON and returns the answer body (fails the test on anything but 200). */
export async function ingestPosts(api: AccountApi, id: string, posts: readonly AccountPost[]): Promise<IngestAnswer> {
  const res = await api.ingestPosts(id, posts);
  if (res.status !== 200) throw new Error(`ingest: ${res.status} ${await res.text()}`);
  return (await res.json()) as IngestAnswer;
}

export interface IngestAnswer {
  received: number;
  added: number;
  updated: number;
  unchanged: number;
  skipped: {
    count: number;
    by_reason: Record<string, number>;
    first: { row: number | null; post_id?: string; reason: string; kind: string }[];
  };
  status: string;
  posts: number;
  posts_limit: number;
  import?: {
    format: string;
    encoding: string;
    line_ends: string;
    replies: number;
    link_only_self_replies: number;
    placeholders: number;
    impressions_unknown: number;
    ids_from_links: number;
    notes: string[];
  };
}
