// The pieces of an idea in the forms a template needs: inside a sentence (lower-case first letter), as a whole
// sentence, in the writer's own voice, and the audience to address.
import type { IdeaAnalysis } from './analyseIdea';
import { audienceOf, type Audience } from './audience';
import { asSentence, lowerFirst, stripTerminal, upperFirst } from './casing';
import type { Choices } from './choices';

export interface DraftContext {
  idea: IdeaAnalysis;
  /** Inside a sentence: "SaaS onboarding emails", "your first product". */
  subject: string;
  /** Opening a sentence. */
  Subject: string;
  /** In the writer's voice: "your first product" → "my first product". */
  mySubject: string;
  /** The point inside a sentence, and as a sentence of its own. */
  point?: string;
  Point?: string;
  question?: string;
  action?: string;
  /** The action in the writer's voice: "price your product" → "price my product". */
  myAction?: string;
  problem?: string;
  cause?: string;
  fix?: string;
  contrast?: { against: string; claim: string };
  /** Further sentences of the idea, complete. */
  details: string[];
  audience?: Audience;
}

export function draftContext(idea: IdeaAnalysis, persona: string | undefined): DraftContext {
  const inner = (text: string | undefined) => (text === undefined ? undefined : lowerFirst(stripTerminal(text), idea.names));
  // Addressed to the reader, "our pipeline" is "your pipeline"; in the writer's voice "your product" is "my product".
  const subject = (inner(idea.subject) ?? idea.subject).replace(/^(?:our|my)\s/iu, 'your ');
  // "Everyone says X, but Y": Y is the idea's own point.
  const point = inner(idea.contrast?.claim ?? idea.point);
  const action = inner(idea.action);
  return {
    idea,
    subject,
    Subject: upperFirst(subject),
    mySubject: (inner(idea.subject) ?? idea.subject).replace(/^your\s/iu, 'my '),
    point,
    Point: point === undefined ? undefined : asSentence(point),
    question: idea.question,
    action,
    myAction: action?.replace(/\byour\b/gu, 'my'),
    problem: inner(idea.problem),
    cause: inner(idea.cause),
    fix: inner(idea.fix),
    contrast: idea.contrast ? { against: inner(idea.contrast.against) as string, claim: inner(idea.contrast.claim) as string } : undefined,
    details: idea.details.map(asSentence),
    audience: audienceOf(persona),
  };
}

/** The idea states something (a point or a "how to"), rather than only asking. */
export function states(c: DraftContext): boolean {
  return c.point !== undefined || c.action !== undefined;
}

/** One sentence that carries the idea, whatever form it came in. */
export function gistLine(c: DraftContext, ch: Choices): string {
  if (c.Point) return c.Point;
  if (c.question) return c.question;
  if (c.action) return ch.pick([`It comes down to how you ${c.action}.`, `The hard part is knowing how to ${c.action}.`]);
  return asSentence(c.idea.sentences[0] ?? c.subject);
}
