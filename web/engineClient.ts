// The page's side of the engine worker: one worker for the page's life, one promise per question. The
// worker's file name is decided by the build (content-hashed, so the browser may cache it for good).
import type { Platform } from '@preflight/engine';
import type { DraftsShown, EngineAsk, EngineReply, Reading } from './engine/engineProtocol';

declare const ENGINE_URL: string;

type Pending = (reply: EngineReply) => void;

export interface EngineClient {
  /** Resolves once the engine's code has arrived and run (the page is usable before). */
  ready: Promise<void>;
  score(text: string, platform: Platform): Promise<Reading>;
  present(text: string, answer: unknown): Promise<Reading>;
  drafts(answer: unknown): Promise<{ drafts: DraftsShown | null; message: string | null }>;
}

type Ask<K extends EngineAsk['kind']> = Omit<Extract<EngineAsk, { kind: K }>, 'id'>;

export function startEngine(url: string = ENGINE_URL): EngineClient {
  const worker = new Worker(url);
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  worker.onmessage = (event: MessageEvent<EngineReply>) => {
    const reply = event.data;
    if (reply.id === 0) return markReady();
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
  };
  const ask = (question: Ask<'score'> | Ask<'present'> | Ask<'drafts'>): Promise<EngineReply> =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      worker.postMessage({ ...question, id });
    });
  const reading = async (question: Ask<'score'> | Ask<'present'>): Promise<Reading> => {
    const reply = await ask(question);
    return reply.kind === 'reading' ? reply.reading : { kind: 'failed', message: 'The engine answered another question.' };
  };
  return {
    ready,
    score: (text, platform) => reading({ kind: 'score', text, platform }),
    present: (text, answer) => reading({ kind: 'present', text, answer }),
    drafts: async (answer) => {
      const reply = await ask({ kind: 'drafts', answer });
      return reply.kind === 'drafts'
        ? { drafts: reply.drafts, message: reply.message }
        : { drafts: null, message: 'The engine answered another question.' };
    },
  };
}
