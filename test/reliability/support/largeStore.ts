// A store file grown to a realistic size for an account-heavy installation: accounts of 2,000 posts of about
// 1 KB each (an X history export of a few years), added to the file the keys CLI created.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import type { StoreData, StoredAccount } from '../../../backend/store/lowdb/storeFile';
import { syntheticPosts } from '../../backend/support/accountHistory';

const POSTS_PER_ACCOUNT = 2_000;
const FILLER = ' '.padEnd(1_000, 'a longer post keeps going with more of the same words ');

/** Adds accounts owned by `keyId` until the file is about `megabytes` MB; returns its size in bytes. */
export function growStore(storeFile: string, keyId: string, megabytes: number): number {
  const data = JSON.parse(readFileSync(storeFile, 'utf8')) as StoreData;
  const perAccount = POSTS_PER_ACCOUNT * 1_250; // bytes of JSON per account, measured
  const count = Math.max(1, Math.round((megabytes * 1024 * 1024) / perAccount));
  for (let a = 0; a < count; a++) {
    const id = `acc_${a.toString(16).padStart(16, '0')}`;
    const account: StoredAccount = {
      id,
      key_id: keyId,
      label: `history ${a}`,
      platform: 'x',
      created_at: '2026-01-01T00:00:00.000Z',
      model: null,
      revision: 1,
      predictions: [],
      posts: syntheticPosts(POSTS_PER_ACCOUNT, { idPrefix: `1${String(a).padStart(4, '0')}` }).map((p) => ({
        ...p,
        text: p.text + FILLER,
      })),
    };
    data.accounts[id] = account;
  }
  writeFileSync(storeFile, JSON.stringify(data));
  return statSync(storeFile).size;
}
