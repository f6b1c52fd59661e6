// The store file's JSON text, one record per line, for slicedJsonFile.ts to write a few lines at a time:
//
//   {"version":1,"keys":[
//   {"id":"key_…",…}
//   ,{"id":"key_…",…}
//   ],"usage":{
//   "key_…":{"2026-11":{"score":3,"generate":0}}
//   },"accounts":{
//   "acc_…":{"id":"acc_…",…,"model":{…},"posts":[
//   {"post_id":…}
//   ],"predictions":[
//   {"fingerprint":…}
//   ]}
//   ,"acc_…":{…,"posts":[
//   ],"predictions":[
//   ]}
//   }}
//
// Each line is small (one key, one key's usage, one post, one prediction, or an account without its posts
// and predictions), so no line holds the event loop for long, even with 100,000 posts in an account. The
// whole is plain JSON, read back with JSON.parse and checked with StoreData like any other.
import type { StoreData } from './storeFile';
import { snapshotOf, type AccountSnapshot, type StoreSnapshot } from './storeSnapshot';

/** Takes the snapshot now, in this call; the lines are made from it later, as they are asked for. */
export function storeFileLines(data: StoreData): Iterable<string> {
  return linesOf(snapshotOf(data));
}

function* linesOf(data: StoreSnapshot): Generator<string> {
  yield `{"version":${JSON.stringify(data.version)},"keys":[`;
  yield* listed(data.keys, (key) => JSON.stringify(key));
  yield '\n],"usage":{';
  yield* listed(data.usageKeyIds, (keyId) => `${JSON.stringify(keyId)}:${JSON.stringify(data.usage[keyId])}`);
  yield '\n},"accounts":{';
  let first = true;
  for (const [id, account] of data.accounts) {
    yield* accountLines(id, account, first);
    first = false;
  }
  yield '\n}}\n';
}

function* accountLines(id: string, account: AccountSnapshot, first: boolean): Generator<string> {
  const { posts, postCount, predictions, ...head } = account;
  // The head's own JSON without its closing brace, so that the two arrays follow as members of the same object.
  const headJson = JSON.stringify(head);
  const openHead = headJson === '{}' ? '{' : `${headJson.slice(0, -1)},`;
  yield `\n${first ? '' : ','}${JSON.stringify(id)}:${openHead}"posts":[`;
  yield* listed(firstOf(posts, postCount), (post) => JSON.stringify(post));
  yield '\n],"predictions":[';
  yield* listed(predictions, (prediction) => JSON.stringify(prediction));
  yield '\n]}';
}

/** Each item on its own line, the separating comma at the start of every line after the first. */
function* listed<T>(items: Iterable<T>, json: (item: T) => string): Generator<string> {
  let first = true;
  for (const item of items) {
    yield `\n${first ? '' : ','}${json(item)}`;
    first = false;
  }
}

function* firstOf<T>(items: readonly T[], count: number): Generator<T> {
  for (let i = 0; i < count; i++) yield items[i] as T;
}
