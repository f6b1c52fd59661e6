// The account model learned from the writer's own posts, one item per platform, so a composer's content
// script reads and watches only its own platform's model. Unparsed: state/accountStore.ts parses them.
import { storage } from 'wxt/utils/storage';
import { Platform } from '@preflight/engine';

type UnknownItem = ReturnType<typeof storage.defineItem<unknown>>;

export const accountItems = Object.fromEntries(
  Platform.options.map((p) => [p, storage.defineItem<unknown>(`local:account.${p}`)]),
) as Record<Platform, UnknownItem>;
