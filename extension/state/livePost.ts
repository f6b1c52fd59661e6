// The post on screen and its live offline score: the editor's text, how it will be posted (platform, persona,
// X Premium, the account models), the score, debounced while typing and redone at once when how it will
// be posted changes, and the length, counted on every keystroke (cheap, unlike the score).
import { computed, signal, type Signal } from '@preact/signals';
import { postLimit, weightedLength, type AccountModel, type Platform, type WeightedLength } from '@preflight/engine';
import { markDebounceFired, noteScoreFromDebounce } from '../panel/panelTiming';
import type { AccountModels } from './accountStore';
import { liveScore, type LiveScore, type LiveScoreRequest } from './liveScore';
import type { Schedule } from './schedule';

export const SCORE_DEBOUNCE_MS = 250;

export interface LivePostDeps {
  platform: Platform;
  persona?: string;
  /** The stored account models by platform (the composer's one platform, or all of them in the popup). */
  accounts?: AccountModels;
  /** A composer box: the site posts whatever it holds as one post (see LiveScoreRequest.onePost). */
  onePost?: boolean;
  xPremium?: boolean;
  schedule: Schedule;
}

export function createLivePost(deps: LivePostDeps) {
  const platform = signal<Platform>(deps.platform);
  const persona = signal(deps.persona ?? '');
  const xPremium = signal(deps.xPremium ?? false);
  const onePost = deps.onePost ?? false;
  const text = signal('');
  const accounts = signal<AccountModels>(deps.accounts ?? {});
  const live = signal<LiveScore>({ kind: 'empty' });
  // Counted the platform's way against the limit the writer is held to, as the engine counts a scored post:
  // the counter follows each keystroke while the score waits for a pause in typing.
  const length = computed<WeightedLength | null>(() => {
    const now = text.value;
    if (now.trim() === '') return null;
    const where = platform.value;
    return weightedLength(now, where, postLimit(where, xPremium.value));
  });
  /** How `forText` would be scored now (read without subscribing: actions call this, effects too). */
  const requestFor = (forText: string): LiveScoreRequest => {
    const where = platform.peek();
    return { text: forText, platform: where, persona: persona.peek(), account: accounts.peek()[where], onePost, xPremium: xPremium.peek() };
  };
  const { scoreNow, setText, scoreIfPending, dispose } = createScoreAfterPause({ text, live, requestFor, schedule: deps.schedule });

  const rescore = () => {
    if (text.peek() !== '') scoreNow();
  };
  const setPlatform = (next: Platform) => {
    platform.value = next;
    rescore();
  };
  /** A model imported or removed on the options page: the draft on screen is re-scored with (or without) it. */
  const setAccount = (forPlatform: Platform, model: AccountModel | null) => {
    const { [forPlatform]: _previous, ...others } = accounts.peek();
    accounts.value = model ? { ...others, [forPlatform]: model } : others;
    if (forPlatform === platform.peek()) rescore();
  };
  const setPersona = (next: string) => {
    persona.value = next;
    rescore();
  };
  const setXPremium = (next: boolean) => {
    xPremium.value = next;
    rescore();
  };

  return {
    platform,
    persona,
    xPremium,
    text,
    accounts,
    live,
    length,
    requestFor,
    setText,
    scoreNow,
    scoreIfPending,
    setPlatform,
    setPersona,
    setXPremium,
    setAccount,
    dispose,
  };
}

export type LivePost = ReturnType<typeof createLivePost>;

interface ScoreAfterPauseDeps {
  text: Signal<string>;
  live: Signal<LiveScore>;
  requestFor: (forText: string) => LiveScoreRequest;
  schedule: Schedule;
}

/** The score, redone once typing pauses (or at once when asked), and the pending one cancelled by dispose. */
function createScoreAfterPause({ text, live, requestFor, schedule }: ScoreAfterPauseDeps) {
  let cancelPending: (() => void) | null = null;

  const scoreNow = () => {
    cancelPending?.();
    cancelPending = null;
    live.value = liveScore(requestFor(text.peek()));
  };

  /** The debounce fired: score, and let the panel time how soon it shows the score (panel/panelTiming.ts). */
  const scoreAfterPause = () => {
    const fired = markDebounceFired();
    scoreNow();
    const current = live.peek();
    if (current.kind === 'scored') noteScoreFromDebounce(current, fired);
  };

  /** New text from the editor: score once typing pauses. Returns whether the text changed. */
  const setText = (next: string): boolean => {
    if (next === text.peek()) return false;
    text.value = next;
    cancelPending?.();
    cancelPending = schedule(scoreAfterPause, SCORE_DEBOUNCE_MS);
    return true;
  };

  /** A click inside the typing pause acts on what the editor holds now, not on the last scored text. */
  const scoreIfPending = () => {
    if (cancelPending !== null) scoreNow();
  };

  const dispose = () => {
    cancelPending?.();
    cancelPending = null;
  };
  return { scoreNow, setText, scoreIfPending, dispose };
}
