// Engagement bait: asking for likes, reposts, follows, comments or tags in exchange for nothing, or on a
// condition ("RT if…", "like if…"). X labels these patterns for its spam filtering (X Help, "Platform
// manipulation and spam policy"); Meta (Facebook and Threads, "Engagement bait", 2017) and LinkedIn (2023
// feed updates) demote them explicitly: "comment YES", "tag three friends", "like and share". The same asks
// wear other clothes on LinkedIn and are caught by the same principle: a resource promised for a comment
// ("comment PDF and I will send it"), a repost asked as a favour to others ("♻️ repost to help your network"),
// a vote by reaction ("react with ❤️ if…").
import type { Lexicon } from './cuePattern';

const ASK = '(?:rt|retweet|repost|share|like|fav(?:ou?rite)?|heart|follow)';
const NUMBER_WORD = '(?:a|\\d+|one|two|three|four|five|some|your|all)';

export const ENGAGEMENT_BAIT: Lexicon = {
  en: [
    `${ASK}\\s+(?:this\\s+)?(?:post\\s+|tweet\\s+)?if`, // conditional asks: "RT if you agree"
    'follow\\s+(?:for|4)\\s+(?:a\\s+)?follow',
    'f4f|l4l|rt4rt|like4like|follow4follow|followback|follow\\s+back|i\\s+follow\\s+back',
    'follow\\s+(?:me\\s+)?for\\s+more',
    '(?:follow|connect\\s+with)\\s+(?:me|us)\\s+(?:here\\s+|now\\s+)?for\\s+(?:more|daily|weekly)',
    `tag\\s+${NUMBER_WORD}\\s+(?:friends?|people|persons?|someone|others|colleagues?|founders?)`,
    'tag\\s+someone\\s+who',
    `tag\\s+${NUMBER_WORD}\\s+(?:[\\p{L}-]+\\s+){1,2}who`, // "tag a developer who needs this"
    '(?:comment|reply|type|drop|write)\\s+["\'“‘]?[\\p{L}\\p{N}🔥👇❤️]{1,12}["\'”’]?\\s+(?:below|' +
      "to\\s+(?:get|receive)|for\\s+(?:the|a|my)|and\\s+i(?:'?ll|\\s+will)|if)",
    '(?:drop|leave)\\s+(?:a|an)\\s+(?:\\p{Extended_Pictographic}\\S*|' +
      '["\'“‘][\\p{L}\\p{N}]{1,12}["\'”’])\\s+(?:in\\s+the\\s+comments|below|if)',
    '(?:repost|reshare|re-share)\\s+(?:this\\s+|it\\s+)?(?:to\\s+help|so\\s+(?:others|more\\s+people)|for\\s+(?:others|your\\s+network))',
    'share\\s+(?:this\\s+|it\\s+)?with\\s+(?:your\\s+(?:network|friends|followers)|(?:someone|a\\s+friend)\\s+who)',
    // "hit the like button", not "hit like a truck"
    '(?:hit|tap|click)\\s+(?:(?:the|that)\\s+(?:like|follow|🔔|bell)(?:\\s+button)?|(?:like|follow)\\s+button)(?!-)',
    'react\\s+(?:with\\s+)?(?:a\\s+)?\\p{Extended_Pictographic}\\S*\\s+(?:if|for)',
    'smash\\s+(?:that\\s+)?(?:like|follow|rt|repost)',
    '(?:like|rt|retweet|repost)\\s+for\\s+(?:a\\s+)?(?:shout\\s*out|follow)',
    '(?:like|share|repost|retweet)\\s+(?:and|&|\\+)\\s+(?:share|repost|retweet|follow|comment|like)(?:\\s+for\\s+more)?',
    'like\\s+this\\s+(?:post|tweet)',
    '(?:repost|retweet|share)\\s+this\\s+(?:post|tweet)',
    'agree\\s*\\?\\s*(?:comment|like|share|type|drop)',
    "(?:and|&)\\s+i(?:'?ll|\\s+will)\\s+(?:dm|send|message)\\s+you",
    'dm\\s+me\\s+["\'“]?\\w{1,12}["\'”]?\\s+(?:to|for)\\s+get',
  ],
  es: [
    'dale\\s+(?:like|me\\s+gusta|rt|retuit)',
    '(?:comparte|compártelo|retuitea|rt)\\s+si',
    '(?:s[ií]gueme|sigueme)(?:\\s+y\\s+te\\s+sigo)?',
    'te\\s+sigo\\s+de\\s+vuelta',
    'etiqueta\\s+a\\s+(?:un|una|\\d+|tres|dos)\\s+(?:amig[oa]s?|personas?)',
    'comenta\\s+["\'“]?\\w{1,12}["\'”]?\\s+(?:abajo|para)',
  ],
  de: [
    '(?:like|teile|teilt|retweete)\\s+(?:das\\s+)?wenn',
    'folg(?:e|t)\\s+mir(?:\\s+für\\s+mehr)?',
    'follow\\s+für\\s+follow',
    'markiere\\s+(?:einen|eine|\\d+|drei|zwei)\\s+(?:freund(?:e|in)?|personen?)',
    'kommentiere\\s+["\'„“]?\\w{1,12}["\'“”]?\\s+(?:unten|um)',
  ],
  fr: [
    '(?:like|likez|partage|partagez|rt)\\s+si',
    '(?:abonne|abonnez)[-\\s](?:toi|vous)',
    'suivez[-\\s]moi|suis[-\\s]moi',
    'identifie\\s+(?:un|une|\\d+|trois|deux)\\s+(?:amis?|personnes?)',
    'commente\\s+["\'«“]?\\s*\\w{1,12}\\s*["\'»”]?\\s+(?:ci-dessous|pour)',
  ],
  pt: [
    '(?:curta|compartilhe|retuíte|rt)\\s+se',
    '(?:me\\s+siga|siga[-\\s]me)(?:\\s+para\\s+mais)?',
    'sigo\\s+de\\s+volta',
    'marque\\s+(?:um|uma|\\d+|tr[êe]s|dois|duas)\\s+(?:amig[oa]s?|pessoas?)',
    'comente\\s+["\'“]?\\w{1,12}["\'”]?\\s+(?:abaixo|para)',
  ],
  it: [
    '(?:metti\\s+like|condividi|retwitta|rt)\\s+se',
    'seguimi(?:\\s+per\\s+altri)?',
    'ricambio\\s+il\\s+follow',
    'tagga\\s+(?:un|una|\\d+|tre|due)\\s+(?:amic[oiae]|persone?)',
    'commenta\\s+["\'«“]?\\w{1,12}["\'»”]?\\s+(?:qui\\s+sotto|per)',
  ],
};
