// The lowdb store's accounts as the accounts, posts and predictions read them: found by id or key, with what is
// counted of them kept in memory (each account's text bytes, each post's position) so that an upload does not
// walk every stored post again.
import type { AccountRecord } from '../accountStore';
import { textBytes } from '../textBytes';
import type { StoredAccount } from './storeFile';
import type { LowdbFile } from './lowdbFile';

export class AccountIndex {
  readonly #file: LowdbFile;
  /** post_id → position in the account's posts, built on first use. */
  readonly #postIndex = new Map<string, Map<string, number>>();
  /** account id → UTF-8 bytes of its posts' texts, counted on first use. */
  readonly #textBytes = new Map<string, number>();

  constructor(file: LowdbFile) {
    this.#file = file;
  }

  account(id: string): StoredAccount | undefined {
    const accounts = this.#file.data.accounts;
    return Object.hasOwn(accounts, id) ? accounts[id] : undefined;
  }

  accountsOf(keyId: string): StoredAccount[] {
    return Object.values(this.#file.data.accounts).filter((a) => a.key_id === keyId);
  }

  recordOf(account: StoredAccount): AccountRecord {
    const { posts, predictions: _predictions, ...rest } = account;
    return { ...rest, posts: posts.length, text_bytes: this.textBytesOf(account) };
  }

  /** Counted once per account on first use, then kept up to date by upsertPosts (setTextBytes). */
  textBytesOf(account: StoredAccount): number {
    let bytes = this.#textBytes.get(account.id);
    if (bytes === undefined) {
      bytes = account.posts.reduce((sum, post) => sum + textBytes(post.text), 0);
      this.#textBytes.set(account.id, bytes);
    }
    return bytes;
  }

  setTextBytes(accountId: string, bytes: number): void {
    this.#textBytes.set(accountId, bytes);
  }

  postsIndex(account: StoredAccount): Map<string, number> {
    let index = this.#postIndex.get(account.id);
    if (!index) {
      index = new Map(account.posts.map((p, i) => [p.post_id, i]));
      this.#postIndex.set(account.id, index);
    }
    return index;
  }

  /** The account was deleted: what was counted of it goes too. */
  forget(accountId: string): void {
    this.#postIndex.delete(accountId);
    this.#textBytes.delete(accountId);
  }
}
