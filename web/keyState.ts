// The key the page calls the service with, and what the service last said about it (its tier and this
// month's use, or why it was refused).
import { signal } from '@preact/signals';
import { forgetKey, keepKey, readKey, type KeptKey } from './keyStore';
import { callService, type ServiceFailure } from './serviceApi';

export interface EndpointUse {
  limit: number | null;
  used: number;
  remaining: number | null;
  reset: string;
}

export interface Usage {
  tier: string;
  label: string;
  period: string;
  score: EndpointUse;
  generate: EndpointUse;
}

function endpointUse(value: unknown): EndpointUse | null {
  if (typeof value !== 'object' || value === null) return null;
  const { limit, used, remaining, reset } = value as Record<string, unknown>;
  const countOrNull = (n: unknown): n is number | null => n === null || typeof n === 'number';
  if (!countOrNull(limit) || typeof used !== 'number' || !countOrNull(remaining) || typeof reset !== 'string') return null;
  return { limit, used, remaining, reset };
}

/** GET /api/v1/usage's answer (shared/wire.ts UsageResult), checked field by field: the shell carries no zod. */
export function usageOf(body: unknown): Usage | null {
  if (typeof body !== 'object' || body === null) return null;
  const { tier, key, period, endpoints } = body as Record<string, unknown>;
  if (typeof tier !== 'string' || typeof period !== 'string' || typeof endpoints !== 'object' || endpoints === null) return null;
  const label =
    typeof key === 'object' && key !== null && typeof (key as Record<string, unknown>).label === 'string'
      ? String((key as Record<string, unknown>).label)
      : '';
  const score = endpointUse((endpoints as Record<string, unknown>).score);
  const generate = endpointUse((endpoints as Record<string, unknown>).generate);
  return score && generate ? { tier, label, period, score, generate } : null;
}

export function createKeyState(win: Window = window) {
  const kept = signal<KeptKey | null>(readKey(win));
  const usage = signal<Usage | null>(null);
  /** The last refusal of the key or failure to reach the service, shown where the key is. */
  const problem = signal<ServiceFailure | null>(null);

  const refreshUsage = async () => {
    const current = kept.peek();
    if (!current) return;
    const answer = await callService('/api/v1/usage', { method: 'GET', key: current.key });
    if (answer.ok) {
      usage.value = usageOf(answer.body);
      problem.value = null;
    } else {
      problem.value = answer;
    }
  };

  const use = (next: KeptKey) => {
    keepKey(next, win);
    kept.value = next;
    usage.value = null;
    problem.value = null;
  };

  const forget = () => {
    forgetKey(win);
    kept.value = null;
    usage.value = null;
    problem.value = null;
  };

  /** Any call's failure: a refused key or an unreachable service is said once, beside the key. */
  const noteFailure = (failure: ServiceFailure) => {
    if (failure.kind === 'unauthorized' || failure.kind === 'unreachable') problem.value = failure;
  };

  return { kept, usage, problem, refreshUsage, use, forget, noteFailure };
}

export type KeyState = ReturnType<typeof createKeyState>;
