// The page's engine, in a Web Worker: scores drafts offline (no request, no quota) and reads the API's
// answers with the same code, validating them against the wire contract first. Built as its own file
// (engine-HASH.js), fetched once and cached by the browser.
import { GenerateResult, ScoreResult, warmUpSteps } from '@preflight/engine';
import type { DraftsShown, EngineAsk, EngineReply, Reading } from './engineProtocol';
import { present, readDraft } from './reading';

function readAnswer(text: string, answer: unknown): Reading {
  const parsed = ScoreResult.safeParse(answer);
  if (!parsed.success) return { kind: 'failed', message: 'The service sent an answer this page cannot read.' };
  return present(text, parsed.data, parsed.data.fixes ?? []);
}

function readDrafts(answer: unknown): { drafts: DraftsShown | null; message: string | null } {
  const parsed = GenerateResult.safeParse(answer);
  if (!parsed.success) return { drafts: null, message: 'The service sent drafts this page cannot read.' };
  const { ranked, drafter, shortfall } = parsed.data;
  return {
    message: null,
    drafts: {
      drafter: drafter.kind,
      shortfall: shortfall?.reason ?? null,
      variants: ranked.map((v) => ({
        rank: v.rank,
        draft: v.draft,
        label: v.label ?? null,
        postFormat: v.post_format,
        score: v.sim.explanation.headline.score,
        tone: v.sim.explanation.headline.tone,
        headlineLabel: v.sim.explanation.headline.label,
        meaning: v.sim.explanation.headline.meaning,
        decision: v.sim.decision,
      })),
    },
  };
}

function answer(ask: EngineAsk): EngineReply {
  if (ask.kind === 'score') return { kind: 'reading', id: ask.id, reading: readDraft(ask.text, ask.platform) };
  if (ask.kind === 'present') return { kind: 'reading', id: ask.id, reading: readAnswer(ask.text, ask.answer) };
  return { kind: 'drafts', id: ask.id, ...readDrafts(ask.answer) };
}

const scope = self as unknown as { onmessage: ((event: MessageEvent<EngineAsk>) => void) | null; postMessage(reply: EngineReply): void };
scope.onmessage = (event) => scope.postMessage(answer(event.data));
// The engine's first scores are slow (V8 compiles its functions and patterns on first use, the engine builds
// its tables: shared/warmUp/warmUp.ts). In the worker that blocks nothing on the page, so it is all done before the
// engine says it is ready, and the writer's first pause in typing gets a warm engine.
const WARM_UP_TEXTS = [
  'We cut our onboarding from 20 minutes to 4 by deleting three setup steps. Which step would you delete first? #buildinpublic',
  '1/ We shipped annual plans and revenue doubled.\n2/ The trick was one honest comparison table: ' +
    'https://example.com/pricing\n3/ Next we test monthly discounts 🚀',
];
for (const step of warmUpSteps()) step();
for (const text of WARM_UP_TEXTS) readDraft(text, 'x');
// Tells the page the engine has arrived (its code is parsed and warm), so it can say so.
scope.postMessage({ kind: 'reading', id: 0, reading: { kind: 'empty', message: 'ready' } });
