// The structured output we ask the model for, and the check of what comes back.
import { z } from 'zod';
import { codePointLength, TEXT_MAX } from '@preflight/engine';

/** Exactly n variants; the same schema drives response_format and the check of the answer. */
export function variantsSchema(n: number) {
  return z.object({
    variants: z
      .array(
        z.object({
          text: z
            .string()
            .refine((t) => t.trim().length > 0, 'a variant text is empty')
            .refine((t) => codePointLength(t) <= TEXT_MAX, `a variant text is longer than ${TEXT_MAX} characters`),
        }),
      )
      .length(n, `expected exactly ${n} variants`),
  });
}

/** The fields of a chat completion we read; anything else from the provider is not a completion. */
export const ChatCompletionShape = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

export type ParsedVariants = { ok: true; texts: string[] } | { ok: false; problem: string };

export function parseVariants(content: string | null | undefined, n: number): ParsedVariants {
  if (!content) return { ok: false, problem: 'the answer was empty' };
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { ok: false, problem: 'the answer was not valid JSON' };
  }
  const parsed = variantsSchema(n).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const sizeIssue = issue?.code === 'too_big' || issue?.code === 'too_small';
    const got =
      typeof json === 'object' && json !== null && Array.isArray((json as { variants?: unknown }).variants)
        ? ` (got ${(json as { variants: unknown[] }).variants.length})`
        : '';
    return {
      ok: false,
      problem: `${issue?.message ?? 'the answer did not match the schema'}${sizeIssue ? got : ''}`,
    };
  }
  return { ok: true, texts: parsed.data.variants.map((v) => v.text.trim()) };
}
