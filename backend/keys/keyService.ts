// The operator's key operations, shared by the admin listener (server running) and the CLI (no server).
import { hashKey, issueKey, KEY_PATTERN, newKeyId } from '../auth/apiKey';
import type { Clock } from '../clock';
import type { Tier } from '../quota/tiers';
import type { ApiKeyRecord, Store } from '../store/store';
import type { KeyOps, KeyView, NewKey, RotatedKey } from './keyViews';

export class KeyNotFound extends Error {
  override name = 'KeyNotFound';
}

export class KeyRevoked extends Error {
  override name = 'KeyRevoked';
}

export function viewOf(record: ApiKeyRecord): KeyView {
  const { hash: _hash, ...view } = record;
  return view;
}

export class KeyService implements KeyOps {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
  ) {}

  async create(label: string, tier: Tier): Promise<NewKey> {
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
    const key = await this.resolve(ref);
    if (key.revoked_at) return viewOf(key);
    return viewOf(await this.store.updateKey(key.id, { revoked_at: this.clock.now().toISOString() }));
  }

  async setTier(ref: string, tier: Tier): Promise<KeyView> {
    const key = await this.resolve(ref);
    return viewOf(await this.store.updateKey(key.id, { tier }));
  }

  /** A new key with the same label and tier, holding the old key's accounts; the old one is revoked in the same step. */
  async rotate(ref: string): Promise<RotatedKey> {
    const old = await this.resolve(ref);
    if (old.revoked_at) throw new KeyRevoked(`Key ${old.id} is revoked; create a new key instead of rotating it.`);
    const created = await this.create(old.label, old.tier);
    await this.store.moveAccounts(old.id, created.id);
    const revoked = viewOf(await this.store.updateKey(old.id, { revoked_at: this.clock.now().toISOString() }));
    return { created, revoked };
  }
}
