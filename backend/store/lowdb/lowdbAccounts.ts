// The lowdb store's accounts. Like reserve, each method is synchronous inside, so a check and its write are one step.
import type { AccountStore } from '../accountStore';
import { storableText } from '../storableText';
import type { AccountIndex } from './accountIndex';
import type { LowdbFile } from './lowdbFile';

export function lowdbAccounts(file: LowdbFile, index: AccountIndex): AccountStore {
  const accounts = file.data.accounts;
  return {
    async createAccount(account, maxPerKey) {
      if (Object.hasOwn(accounts, account.id)) throw new Error(`Account ${account.id} already exists`);
      const count = index.accountsOf(account.key_id).length;
      if (count >= maxPerKey) return { created: false, count };
      accounts[account.id] = { ...account, label: storableText(account.label), model: null, posts: [], predictions: [], revision: 0 };
      file.changed();
      return { created: true, count: count + 1 };
    },

    async listAccounts(keyId) {
      return index.accountsOf(keyId).map((account) => index.recordOf(account));
    },

    async getAccount(id) {
      const account = index.account(id);
      return account && index.recordOf(account);
    },

    async deleteAccount(id) {
      if (!index.account(id)) return false;
      delete accounts[id];
      index.forget(id);
      file.changed();
      return true;
    },

    async moveAccounts(fromKeyId, toKeyId) {
      const moving = index.accountsOf(fromKeyId);
      for (const account of moving) account.key_id = toKeyId;
      file.undoable(() => {
        for (const account of moving) if (index.account(account.id) === account && account.key_id === toKeyId) account.key_id = fromKeyId;
      });
      if (moving.length > 0) file.changed();
      return moving.length;
    },

    async saveModel(accountId, model, revision) {
      const account = index.account(accountId);
      if (!account || (revision !== undefined && account.revision !== revision)) return false;
      account.model = model;
      file.changed();
      return true;
    },
  };
}
