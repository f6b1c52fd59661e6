// The embedded default: shared/'s template drafter, so generate works with no model configured.
import { draftOutcome } from '@preflight/engine';
import type { Drafter } from './drafter';

export const offlineDrafter: Drafter = {
  kind: 'offline',
  async draft(req) {
    return draftOutcome({ idea: req.idea, n_variants: req.n, post_format: req.post_format, persona: req.persona, platform: req.platform });
  },
};
