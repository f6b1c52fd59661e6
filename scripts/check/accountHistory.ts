// --history: the writer's own posts → the account model every draft is scored with. The files are recognised
// by their content (shared/account/import) and calibrated once, before the first draft is scored.
import { calibrateAccount, type AccountModel, type Platform } from '@preflight/engine';
import { importHistory, type HistoryFile, type HistoryImport } from '@preflight/engine/account';
import { CannotCheck } from './cannotCheck';
import { describeSource, type Source } from './readSources';

export interface AccountHistory {
  model: AccountModel;
  imported: HistoryImport;
}

export function accountHistory(history: readonly HistoryFile[], drafts: readonly Source[], platform: Platform): AccountHistory {
  // `--history exports/*.csv drafts.md` gives --history only the first export and leaves the rest among the
  // drafts: a year of tweets scored as drafts would bury the report, so a drafts file that imports as history stops the run.
  for (const source of drafts) {
    if (importHistory([source]).posts.length > 0) {
      throw new CannotCheck(
        `${describeSource(source.name)} holds posts with their counts, not drafts: give each history file its own --history`,
      );
    }
  }
  const imported = importHistory(history);
  // A history file the importer refuses whole is the wrong file: a forecast from the others would hide that.
  const [refused] = imported.refused;
  if (refused) throw new CannotCheck(`cannot import history file ${describeSource(refused.file)}: ${refused.reason}`);
  return { imported, model: calibrateAccount(imported.posts, { platform }) };
}
