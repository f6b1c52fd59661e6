// Every concept the engine knows, in the order reasons are tied-broken in. Adding a concept means adding
// it here: its id, its blocker codes and their short names come from its own declaration.
import type { Concept } from './concept';
import { overLimitConcept } from './overLimit/overLimitConcept';
import { engagementBaitConcept } from './engagementBait/engagementBaitConcept';
import { offensiveLanguageConcept } from './offensiveLanguage/offensiveLanguageConcept';
import { contemptConcept } from './contempt/contemptConcept';
import { clickbaitConcept } from './clickbait/clickbaitConcept';
import { humblebragConcept } from './humblebrag/humblebragConcept';
import { jargonConcept } from './jargon/jargonConcept';
import { hedgingConcept } from './hedging/hedgingConcept';
import { throatClearingConcept } from './throatClearing/throatClearingConcept';
import { topicSwitchConcept } from './topicSwitch/topicSwitchConcept';
import { substanceConcept } from './substanceConcept';
import { unfinishedConcept } from './unfinished/unfinishedConcept';
import { readabilityConcept } from './readabilityConcept';
import { vaguenessConcept } from './vagueness/vaguenessConcept';
import { fillerConcept } from './filler/fillerConcept';
import { specificityConcept } from './specificityConcept';
import { shoutingConcept } from './shoutingConcept';
import { stretchedTextConcept } from './stretchedTextConcept';
import { emojiLoadConcept } from './emojiLoadConcept';
import { hashtagsConcept } from './hashtagsConcept';
import { mentionsConcept } from './mentionsConcept';
import { opensWithMentionConcept } from './opensWithMentionConcept';
import { bareLinkConcept } from './bareLinkConcept';
import { linkConcept } from './linkConcept';
import { opensWithLinkConcept } from './opensWithLinkConcept';
import { pointsElsewhereConcept } from './pointsElsewhere/pointsElsewhereConcept';
import { manualRetweetConcept } from './manualRetweetConcept';
import { newsValueConcept } from './newsValue/newsValueConcept';
import { warmthConcept } from './warmth/warmthConcept';
import { topicTagConcept } from './topicTagConcept';
import { sharedVoiceConcept } from './sharedVoiceConcept';
import { questionConcept } from './questionConcept';
import { threadHeadConcept } from './threadHeadConcept';
import { audienceConcept } from './audienceConcept';

/** The table itself, its entries' types kept, so the ids and blocker codes can be read off it. */
export const CONCEPT_TABLE = [
  overLimitConcept,
  engagementBaitConcept,
  offensiveLanguageConcept,
  contemptConcept,
  clickbaitConcept,
  humblebragConcept,
  jargonConcept,
  hedgingConcept,
  throatClearingConcept,
  topicSwitchConcept,
  substanceConcept,
  unfinishedConcept,
  readabilityConcept,
  vaguenessConcept,
  fillerConcept,
  specificityConcept,
  shoutingConcept,
  stretchedTextConcept,
  emojiLoadConcept,
  hashtagsConcept,
  mentionsConcept,
  opensWithMentionConcept,
  opensWithLinkConcept,
  bareLinkConcept,
  linkConcept,
  pointsElsewhereConcept,
  manualRetweetConcept,
  newsValueConcept,
  warmthConcept,
  topicTagConcept,
  sharedVoiceConcept,
  questionConcept,
  threadHeadConcept,
  audienceConcept,
] as const;

/** Every concept's id: the ids of the table, so a new concept's id is known once it is in the table. */
export type ConceptId = (typeof CONCEPT_TABLE)[number]['id'];

export const CONCEPTS: readonly Concept<ConceptId>[] = CONCEPT_TABLE;

export const CONCEPT_BY_ID: ReadonlyMap<ConceptId, Concept<ConceptId>> = new Map(CONCEPTS.map((c) => [c.id, c]));

/** The concepts whose effect is fitted on real outcomes (npm run fit), in registry order. */
export const FITTED_CONCEPTS: readonly Concept<ConceptId>[] = CONCEPTS.filter((c) => c.effect.kind === 'fitted');
