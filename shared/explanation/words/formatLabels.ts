// The names of the post formats the drafter writes in, as a writer reads them on every face.
import type { PostFormat } from '../../schemas';

export const FORMAT_LABELS: Record<PostFormat, string> = {
  problem_diagnosis: 'Problem → diagnosis',
  build_in_public: 'Build in public',
  tactical_checklist: 'Tactical checklist',
  contrarian: 'Contrarian take',
};
