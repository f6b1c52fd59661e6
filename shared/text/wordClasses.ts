// Small English word classes the idea analysis needs to find a subject and a verb without a tagger.
// Deliberately short lists of the commonest words: a miss only makes the subject a word longer or shorter.

const words = (list: string) => new Set(list.split(/\s+/u).filter(Boolean));

/** Determiners kept in front of a subject: "our landing page" reads right inside a template, "landing page" does not. */
export const KEPT_DETERMINERS = words('the a an this that these those my our your their its his her');

/** Quantifiers dropped from a subject: "most SaaS onboarding emails" → "SaaS onboarding emails". */
export const DROPPED_QUANTIFIERS = words('most many much some any all every each several few more less no lots plenty both');

export const PRONOUNS = words('i we you they he she it me us them someone everyone anyone nobody somebody everybody one');

export const AUXILIARIES = words(`
  is are was were be been being am do does did done have has had having can could should would will shall may might must
  isn't aren't wasn't weren't don't doesn't didn't haven't hasn't hadn't can't couldn't shouldn't wouldn't won't
  i'm we're you're they're it's that's there's i've we've you've they've i'd we'd you'd they'd i'll we'll you'll they'll
  cannot gonna`);

/** Words that never head or continue a noun phrase. */
export const FUNCTION_WORDS = words(`
  not never always often usually sometimes rarely just really very too so also even only still already quite rather almost
  actually probably maybe perhaps simply basically literally mostly nearly
  and or but nor yet because since although though if when while as than then unless until whether
  of in on at to for from by with without about into onto over under after before between through during against across per via like
  what which who whom whose where why how there here
  thing things way ways lot stuff time times day days week weeks month months year years hour hours minute minutes
  today yesterday tomorrow tonight now next last
  people folks guys ones
  instead else enough again anymore together`);

/**
 * Verb forms that are rarely nouns: a word here ends a noun phrase. Forms that are often nouns too ("tests",
 * "work", "price", "launch") are left out; a word after a pronoun, an auxiliary or "to" is read as a verb anyway.
 */
export const VERBS = words(`
  add adds avoid avoids become becomes became belong belongs bring brings brought build builds built buy buys bought
  choose chooses chose come comes came convert create creates define defines delete deletes depend depends
  deserve deserves die dies do does did done explain explains fail fails feel feels felt find finds found follow follows
  get gets got give gives gave given go goes went gone grow grows grew grown happen happens help helps hire hires hurt hurts
  ignore ignores improve improves include includes keep keeps kept kill kills know knows knew known learn learns learnt
  let lets lose loses lost make makes made matter matters mean means meant miss misses need needs open opens pay pays paid
  publish publishes put puts quit reduce reduces remove removes replace replaces require requires rewrite rewrites rewrote
  rebuilt say says said see sees saw seen seem seems sell sells sold send sends sent simplify simplifies skip skips
  spend spends spent stay stays take takes took taken tell tells told think thinks thought try tries validate validates
  want wants win wins won write writes wrote written beat beats outperform outperforms suck sucks exist exists
  ran broke broken shown works
  hate hates love loves prefer prefers enjoy enjoys fell falls rose rises sank sinks shrank shrinks dropped drops doubled tripled halved
  jumped climbed began begun cost costs hit`);

/** Verbs that open a usable checklist step when a clause starts with them. */
export const IMPERATIVES = words(`
  add ask avoid build call change charge check choose cut define delete design document drop email explain find fix focus
  follow hire improve interview keep kill launch limit list make measure move open pick plan post price publish raise read
  reduce remove replace reply review rewrite run say send set share ship show simplify skip split start stop talk tell test
  track treat try turn use validate write automate write don't never always ditch lead`);

/** People the advice is addressed to: "every founder should write updates" is about the updates. */
export const PEOPLE_NOUNS = words(`
  founder founders people team teams developer developers devs engineer engineers designer designers marketer marketers
  manager managers user users customer customers company companies startup startups creator creators writer writers
  leader leaders builder builders maker makers investor investors employee employees student students freelancer freelancers
  consultant consultants agency agencies`);

/** Words after which a person subject is being told what to do. */
export const MODALS = words("should must need needs have has can could shouldn't mustn't don't do ought");

/** Known names that stay capitalised wherever they appear (the idea's own mid-sentence capitals are found too). */
export const NAMES = words(`
  X Twitter Google Apple Stripe GitHub LinkedIn Bluesky Threads Mastodon Reddit YouTube TikTok Instagram Facebook Meta
  Python JavaScript TypeScript React Vue Svelte Rust Java Notion Slack Figma Shopify Substack
  Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April June July August September
  October November December English AI`);
