// The operator's key operations, shared by the admin listener (server running) and the CLI (no server).
import { hashKey, issueKey, KEY_PATTERN, newKeyId } from '../auth/apiKey';
import type { Clock } from '../clock';
import type { Tier } from '../quota/tiers';
import { ChangeNotSaved } from '../store/changeNotSaved';
import type { AccountStore, ApiKeyRecord, KeyStore } from '../store/store';
import type { KeyOps, KeyView, NewKey, RotatedKey } from './keyViews';

export class KeyNotFound extends Error {
  override name = 'KeyNotFound';
}

export class KeyRevoked extends Error {
  override name = 'KeyRevoked';
}

/** A key change the store could not write, so it was undone: the message says why and that nothing changed. */
export class KeyChangeNotSaved extends Error {
  override name = 'KeyChangeNotSaved';
}

export function viewOf(record: ApiKeyRecord): KeyView {
  const { hash: _hash, ...view } = record;
  return view;
}

export class KeyService implements KeyOps {
  constructor(
    /** The keys, and the accounts a rotation hands from the old key to the new one. */
    private readonly store: KeyStore & Pick<AccountStore, 'moveAccounts'>,
    private readonly clock: Clock,
  ) {}

  async create(label: string, tier: Tier): Promise<NewKey> {
    return this.#saved('no key was created', () => this.#issue(label, tier));
  }

  async #issue(label: string, tier: Tier): Promise<NewKey> {
    const issued = issueKey();
    const record: ApiKeyRecord = {
      id: newKeyId(),
      prefix: issued.prefix,
      hash: issued.hash,
      label,
      tier,
      created_at: this.clock.now().toISOString(),
      last_used_at: null,
      revoked_at: null,
    };
    await this.store.insertKey(record);
    return { key: issued.key, id: record.id, label, tier, prefix: record.prefix, created_at: record.created_at };
  }

  async list(): Promise<KeyView[]> {
    return (await this.store.listKeys()).map(viewOf);
  }

  /** Accepts an id, a visible prefix, or (if the operator pastes it) the whole key. */
  async resolve(ref: string): Promise<ApiKeyRecord> {
    const found = KEY_PATTERN.test(ref) ? await this.store.findKeyByHash(hashKey(ref)) : await this.store.findKey(ref);
    if (!found) throw new KeyNotFound(`No key matches "${ref}"; run "npm run keys -- list" to see ids and prefixes.`);
    return { ...found };
  }

  /** Revoking twice keeps the first revocation time. */
  async revoke(ref: string): Promise<KeyView> {
    return this.#saved('the key is still active', async () => {
      const key = await this.resolve(ref);
      if (key.revoked_at) return viewOf(key);
      return viewOf(await this.store.updateKey(key.id, { revoked_at: this.clock.now().toISOString() }));
    });
  }

  async setTier(ref: string, tier: Tier): Promise<KeyView> {
    return this.#saved('the key keeps its tier', async () => {
      const key = await this.resolve(ref);
      return viewOf(await this.store.updateKey(key.id, { tier }));
    });
  }

  /** A new key with the same label and tier, holding the old key's accounts; the old one is revoked in the same step. */
  async rotate(ref: string): Promise<RotatedKey> {
    return this.#saved('the old key still works and no new key was issued', async () => {
      const old = await this.resolve(ref);
      if (old.revoked_at) throw new KeyRevoked(`Key ${old.id} is revoked; create a new key instead of rotating it.`);
      const created = await this.#issue(old.label, old.tier);
      await this.store.moveAccounts(old.id, created.id);
      const revoked = viewOf(await this.store.updateKey(old.id, { revoked_at: this.clock.now().toISOString() }));
      return { created, revoked };
    });
  }

  /**
   * Applies the change and writes it to the disk, or undoes it: a key the operator never saw must not exist,
   * and a customer must not lose the key they have to a change that was not kept.
   * The resolving happens inside the change, so two key changes never act on the same key at once.
   */
  async #saved<T>(whatStays: string, change: () => Promise<T>): Promise<T> {
    try {
      return await this.store.keyChange(change);
    } catch (error) {
      if (!(error instanceof ChangeNotSaved)) throw error;
      throw new KeyChangeNotSaved(
        `The key change was not saved: ${error.message}. Nothing changed: ${whatStays}. Fix the cause (free ` +
          `space on the disk, say), then run the command again.`,
        { cause: error },
      );
    }
  }
}
