// want_panel: a simulated audience. Each archetype reacts by a fixed rule over the post's features, so the
// panel is deterministic and every reaction has a reason a writer can act on.
import type { CompositeDimensions, ScoreResult } from '../schemas';
import type { TextFeatures } from '../post/features';

type Reader = NonNullable<ScoreResult['panel']>[number];

export interface PanelInput {
  features: TextFeatures;
  dimensions: CompositeDimensions;
  blockCodes: Set<string>;
  lift: number;
  resonance: number | undefined;
  persona: string | undefined;
}

function skimmer({ dimensions: d }: PanelInput): Reader {
  return d.hook_strength >= 0.6
    ? { archetype: 'Skimmer', reaction: 'like', reason: 'The first line is short and concrete enough to stop the scroll.' }
    : { archetype: 'Skimmer', reaction: 'scroll_past', reason: 'The first line does not say why to stop reading.' };
}

function expert({ features: f, dimensions: d }: PanelInput): Reader {
  if (f.question === 'specific')
    return { archetype: 'Practitioner', reaction: 'reply', reason: 'A specific question they can answer from experience.' };
  if (f.numbers.length > 0 && d.clarity >= 0.7)
    return { archetype: 'Practitioner', reaction: 'repost', reason: 'Concrete numbers worth passing on.' };
  if (d.clarity >= 0.75)
    return { archetype: 'Practitioner', reaction: 'like', reason: 'Clear, but gives them nothing new to cite or answer.' };
  return { archetype: 'Practitioner', reaction: 'scroll_past', reason: 'Too vague to be useful to someone who knows the subject.' };
}

function skeptic({ features: f, dimensions: d, blockCodes }: PanelInput): Reader {
  if (blockCodes.has('engagement_bait') || blockCodes.has('shouting'))
    return { archetype: 'Skeptic', reaction: 'mute', reason: 'Begging for engagement or shouting reads as manipulation.' };
  if (d.reply_trigger_score >= 0.5 || f.question === 'specific')
    return { archetype: 'Skeptic', reaction: 'reply', reason: 'A claim strong enough to push back on.' };
  return { archetype: 'Skeptic', reaction: 'scroll_past', reason: 'Nothing here to disagree with, or to engage with.' };
}

function follower({ blockCodes, lift }: PanelInput): Reader {
  if (blockCodes.has('offensive_language'))
    return { archetype: 'Long-time follower', reaction: 'scroll_past', reason: 'Even fans hesitate to like a post with that language.' };
  return lift >= 1
    ? { archetype: 'Long-time follower', reaction: 'like', reason: 'Already follows you and the post is above your usual.' }
    : { archetype: 'Long-time follower', reaction: 'like', reason: 'Likes out of habit, though the post is below your usual.' };
}

function newcomer({ features: f, dimensions: d }: PanelInput): Reader {
  if (f.urls.length > 0 && f.wordCount < 8)
    return { archetype: 'Newcomer', reaction: 'scroll_past', reason: 'A link with no context: no reason to leave the feed.' };
  if (f.startsWithMention) return { archetype: 'Newcomer', reaction: 'scroll_past', reason: 'Opens like a reply to someone else.' };
  return d.clarity >= 0.7
    ? { archetype: 'Newcomer', reaction: 'like', reason: 'Understandable without knowing you or the backstory.' }
    : { archetype: 'Newcomer', reaction: 'scroll_past', reason: 'Needs context a stranger does not have.' };
}

function mobileReader({ features: f }: PanelInput): Reader {
  return f.wordCount > 60
    ? { archetype: 'Phone reader', reaction: 'scroll_past', reason: `${f.wordCount} words is a long read on a small screen.` }
    : { archetype: 'Phone reader', reaction: 'like', reason: 'Fits on one screen without expanding.' };
}

function personaReader({ persona, resonance }: PanelInput): Reader | undefined {
  if (!persona || resonance === undefined) return undefined;
  const who = persona.length > 40 ? `${persona.slice(0, 37)}…` : persona;
  const archetype = `Your persona (${who})`;
  // The same reading as audience_resonance (shared/audience/resonance.ts): above the neutral 50 only on their topic.
  if (resonance >= 65) return { archetype, reaction: 'repost', reason: 'Written on their topic, in their register.' };
  if (resonance > 50) return { archetype, reaction: 'like', reason: 'Touches their topic, though not squarely.' };
  if (resonance === 50) return { archetype, reaction: 'like', reason: 'Nothing in it is about their topic, or about another.' };
  return { archetype, reaction: 'scroll_past', reason: 'About another topic than theirs.' };
}

function sensitiveReader({ dimensions: d }: PanelInput): Reader | undefined {
  if (d.annoy_risk < 0.5) return undefined;
  return { archetype: 'Sensitive reader', reaction: 'mute', reason: 'The tone raises the odds of a mute or "not interested".' };
}

/** Five to eight readers: six always, the persona and a sensitive reader when they apply. */
export function audiencePanel(input: PanelInput): Reader[] {
  const readers = [skimmer, expert, skeptic, follower, newcomer, mobileReader, personaReader, sensitiveReader]
    .map((r) => r(input))
    .filter((r): r is Reader => r !== undefined);
  return readers;
}
