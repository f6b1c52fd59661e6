// One way to write a post in a format. A structure returns null when the idea lacks what it needs
// (a problem and a fix, a "how to" action…), so every idea gets only the structures that fit it.
import type { Block } from '../blocks';
import type { Choices } from '../choices';
import type { DraftContext } from '../draftContext';

export interface Structure {
  name: string;
  build(c: DraftContext, ch: Choices): Block[] | null;
}
