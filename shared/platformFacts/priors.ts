// Per-platform base rates and reach priors for a typical original text post, each figure with where it came from.
// X is the anchor: its numbers are the ones the engine already uses (baseRates.ts, viewCurvePrior.ts).
// The other platforms publish far less. Bluesky and Mastodon show no view counts at all, so nothing "per view"
// can be measured there; LinkedIn and Threads show views only to the author, so public figures are benchmark
// reports of many accounts. Every figure therefore says how it was obtained (basis) as well as where from, and
// where nothing public exists it is X's value, said so. The passages behind each source are listed in the
// reviewer's notes that came with this file.
import type { Platform } from '../schemas';
import { BASE_RATES, LIKE_BASE_RATE } from './baseRates';
import { VIEW_CURVE_PRIOR } from './viewCurvePrior';

/**
 * How a figure was obtained. measured: read off a public source. derived: arithmetic on public figures (the
 * arithmetic is in the value). proxy: measured on a feed that works the same way, not on this platform.
 * fallback: no public figure exists, X's value is used.
 */
export type PriorBasis = 'measured' | 'derived' | 'proxy' | 'fallback';

export interface PriorFigure {
  value: number;
  basis: PriorBasis;
  source: string;
}

export interface PlatformPrior {
  /** Likes per impression (per view) for a typical original text post. */
  likeRate: PriorFigure;
  /** Reposts (boosts, shares) per like. */
  repostRatio: PriorFigure;
  /** Replies (comments) per like. */
  replyRatio: PriorFigure;
  /** Views per post as a share of followers: the view curve's K divided by followers. */
  reachPerFollower: PriorFigure;
  /** Minutes by which half of the post's views have arrived (the view curve's t50). */
  halfLifeMin: PriorFigure;
  /** What the platform itself has said about links and engagement bait, or that it has said nothing. */
  linkPolicy: string;
  notes: string;
}

const X_REACH_PER_FOLLOWER = 0.28;

const X: PlatformPrior = {
  likeRate: {
    value: LIKE_BASE_RATE,
    basis: 'measured',
    source: 'rOpenSci X analytics exports, 1,316 original posts: like ≈ 0.24 % of impressions (baseRates.ts)',
  },
  repostRatio: { value: BASE_RATES.repost.ratio, basis: 'measured', source: `X baseRates: ${BASE_RATES.repost.source}` },
  replyRatio: { value: BASE_RATES.reply.ratio, basis: 'measured', source: `X baseRates: ${BASE_RATES.reply.source}` },
  reachPerFollower: {
    value: X_REACH_PER_FOLLOWER,
    basis: 'measured',
    source:
      "Measured: the engine's existing X prior (viewCurvePrior.ts, the 0.28 views-per-follower rule): K ≈ " +
      '0.28 × followers per post, IQR 0.21–0.36',
  },
  halfLifeMin: { value: VIEW_CURVE_PRIOR.t50_min.value, basis: 'measured', source: VIEW_CURVE_PRIOR.t50_min.source },
  linkPolicy:
    "X's owner on X, Oct 2023: \"Our algorithm tries to optimize time spent on X, so links don't get as much attention, because there is " +
    'less time spent if people click away" (not in X\'s documentation). X Platform Manipulation and Spam policy forbids artificial ' +
    'amplification "through inauthentic engagements (e.g. followers, mentions, Likes, or reposts)"; no ' +
    'published X rule on asking for engagement.',
  notes: 'Ranked For You feed mixing followed and recommended accounts; posts stop being candidates after 48 h.',
};

// Threads and LinkedIn publish no like-per-view figure of their own. Buffer measured engagement per impression
// on X and on each of them over the same kind of accounts (its customers), so the ratio between platforms is
// taken from Buffer and applied to X's like rate. That assumes likes are the same share of engagements on both.
const THREADS_LIKE_RATE = LIKE_BASE_RATE * (6.25 / 3.6);
const LINKEDIN_LIKE_RATE = LIKE_BASE_RATE * (6.5 / 2.31);

/**
 * LinkedIn's views per follower, from impressions per post and the follower counts of the same pages: Metricool's
 * mean at 2,000–10,000 followers over the bracket's geometric middle (the bracket that holds X's 3,600-follower baseline).
 */
const LINKEDIN_REACH_PER_FOLLOWER = 612.92 / Math.sqrt(2_000 * 10_000);

// On chronological feeds there is no view count anywhere, so the nearest measurement is chronological-era Twitter
// (before ranked timelines): engagement half-lives of 18–30 minutes, views per follower well under X's 0.28 today.
const CHRONOLOGICAL_HALF_LIFE_MIN = 24;
/** Views per follower on a chronological feed: the same era's one published figure (see the Mastodon source). */
const CHRONOLOGICAL_REACH_PER_FOLLOWER = 580 / 7000;

export const PLATFORM_PRIORS: Record<Platform, PlatformPrior> = {
  x: X,

  bluesky: {
    likeRate: {
      value: X.likeRate.value,
      basis: 'fallback',
      source:
        "No public figure: Bluesky shows no view or impression count (its API returns likes, replies, reposts, quotes only); X's value",
    },
    repostRatio: {
      value: 250_000 / 2_400_000,
      basis: 'measured',
      source:
        'A 25-hour sample of the Bluesky firehose (published on the Fediverse under #ATProto): 2.4 M likes, ' +
        '250 k reposts; all posts, not only text originals',
    },
    replyRatio: { value: X.replyRatio.value, basis: 'fallback', source: "No public figure for replies per like on Bluesky; X's value" },
    reachPerFollower: {
      value: CHRONOLOGICAL_REACH_PER_FOLLOWER,
      basis: 'proxy',
      source:
        'Proxy, as for the half-life below: Bluesky has no view counts and its default Following feed is ' +
        'reverse-chronological (custom-feed uptake is limited, ' +
        'Quelle & Bovet, PLoS ONE 2025), so reach is taken from chronological-era Twitter: 580 impressions ' +
        'per tweet at 7,000 followers (8.3 %, 2014). ' +
        'Discover can add out-of-network views, so this is the low side',
    },
    halfLifeMin: {
      value: CHRONOLOGICAL_HALF_LIFE_MIN,
      basis: 'proxy',
      source:
        "Proxy: Bluesky's default Following feed is reverse-chronological, so decay is taken from " +
        'chronological-era Twitter: Wiselytics 2014, ' +
        '1 M tweets with ≥ 10 retweets, median engagement half-life 24 min (Spredfast ≈ 30 min, Moz 18 min). No Bluesky measurement exists',
    },
    linkPolicy:
      'No ranking on the Following feed, so nothing there demotes links or bait. Discover and custom feeds ' +
      'rank by their own published rules ' +
      '(Bluesky blog, "Algorithmic Choice with Custom Feeds", Jul 2023). No Bluesky statement on demoting links found.',
    notes: 'Chronological home feed plus optional algorithmic feeds; custom-feed uptake is limited (Quelle & Bovet, PLoS ONE 2025).',
  },

  threads: {
    likeRate: {
      value: THREADS_LIKE_RATE,
      basis: 'derived',
      source: "X's like rate × 6.25 / 3.6: Buffer, 10.2 M Threads and X posts of 2024, median engagement rate Threads 6.25 % vs X 3.6 %",
    },
    repostRatio: { value: X.repostRatio.value, basis: 'fallback', source: "No public figure for reposts per like on Threads; X's value" },
    replyRatio: {
      value: X.replyRatio.value * (0.056 / 0.41 / (0.001 / 0.015)),
      basis: 'derived',
      source:
        "X's reply ratio × 2.05: 308 accounts posting on both (Jul 2023), per follower Threads likes 0.41 % / comments 0.056 %, " +
        'Twitter 0.015 % / 0.001 %, so replies per like are 2.05 × higher on Threads for the same accounts',
    },
    reachPerFollower: {
      value: 0.0041 / THREADS_LIKE_RATE,
      basis: 'derived',
      source:
        'Derived, low confidence: likes per follower 0.41 % (308-account study, launch month Jul 2023) ÷ ' +
        'likes per view above ≈ 1 view per follower. ' +
        'A creator with both accounts reported about 4 × more views per follower on Threads than on X ' +
        '(moneytimes.jp); no benchmark publishes views per follower',
    },
    halfLifeMin: {
      value: X.halfLifeMin.value,
      basis: 'fallback',
      source:
        "No public figure for Threads; X's value. The one Meta-feed figure found agrees: Visibli, Facebook " +
        'posts collect half of their likes in 1 h 20 min',
    },
    linkPolicy:
      'Meta, "Fighting Engagement Bait on Facebook" (Dec 2017): posts that goad people to like, share, ' +
      'comment, tag or vote "will be shown less" ' +
      "(stated for Facebook; Threads is Meta's). Instagram Recommendations Guidelines withhold low-quality and clickbait content from " +
      'recommendations to non-followers. No Meta statement on links in Threads posts found.',
    notes:
      "Ranked feed predicting likes, replies and follows (Meta's Threads feed system card); Mosseri 2024: " +
      'replies are worth as much as posts.',
  },

  linkedin: {
    likeRate: {
      value: LINKEDIN_LIKE_RATE,
      basis: 'derived',
      source:
        "X's like rate × 6.50 / 2.31: Buffer 2025 (posts Jan 2024–Jan 2025), engagement per impression " +
        'LinkedIn 6.50 % vs X 2.31 %; all formats, so a text post may sit lower',
    },
    repostRatio: {
      value: 3 / 45,
      basis: 'measured',
      source: 'Socialinsider LinkedIn benchmarks (reported by PR Daily): median 45 likes and 3 shares per post on company pages',
    },
    replyRatio: {
      value: 4 / 45,
      basis: 'measured',
      source: 'Socialinsider LinkedIn benchmarks (reported by PR Daily): median 45 likes and 4 comments per post on company pages',
    },
    reachPerFollower: {
      value: LINKEDIN_REACH_PER_FOLLOWER,
      basis: 'derived',
      source:
        'Derived: Metricool LinkedIn Study 2024 (41,170 company pages, 1,578,969 organic posts of every ' +
        'format, Oct 2023–Jan 2024): mean impressions per post by page size, ' +
        "612.92 at 2,000–10,000 followers (5,880 pages), ÷ 4,472 followers (the bracket's geometric middle) ≈ 0.14 views per follower. " +
        "Taken at that size because X's 0.28 is read at about 3,600 followers (K base); the other brackets " +
        'give 0.26 (500–2,000) and 0.08 (10,000–50,000). ' +
        "Medium confidence: means sit above a typical post, while a person's profile reaches more of its " +
        'followers than a company page does',
    },
    halfLifeMin: {
      value: X.halfLifeMin.value,
      basis: 'fallback',
      source:
        "No public figure; X's value. Likely longer: van der Blom's LinkedIn algorithm report (2022) finds a " +
        'second post within 18 h slows both, so posts still spread after 18 h',
    },
    linkPolicy:
      'LinkedIn, feed update by Linda Leung (2022): posts that "expressly ask or encourage the community ' +
      'to engage with content via likes or ' +
      'reactions ... with the exclusive intent of boosting reach" — "We won\'t be promoting this type of ' +
      'content"; fewer polls from strangers. ' +
      'No LinkedIn statement on links; Socialinsider (86,504 posts, 883 pages) measured single-image posts ' +
      'without a link at 70 % higher engagement than with one.',
    notes: 'Ranked feed; reactions of every kind count as likes here.',
  },

  mastodon: {
    likeRate: {
      value: X.likeRate.value,
      basis: 'fallback',
      source: "No public figure: Mastodon counts favourites, boosts and replies but has no view count; X's value",
    },
    repostRatio: {
      value: 31.9 / 65.6,
      basis: 'measured',
      source:
        'FediLive Mastodon dataset (Zenodo 2025): 1,361,708 original posts, 22 Nov–4 Dec 2024, interactions ' +
        '65.6 % favourites, 31.9 % boosts, 2.5 % replies',
    },
    replyRatio: {
      value: 2.5 / 65.6,
      basis: 'measured',
      source: 'FediLive Mastodon dataset (Zenodo 2025): interactions 65.6 % favourites, 2.5 % replies',
    },
    reachPerFollower: {
      value: CHRONOLOGICAL_REACH_PER_FOLLOWER,
      basis: 'proxy',
      source:
        'Proxy from chronological-era Twitter, when impression counts were first shown (2014): an account of ' +
        '7,000 followers averaged 580 impressions per tweet (8.3 %); ' +
        'Union Metrics: actual impressions typically 1–20 % of potential. Mastodon itself has no view counts',
    },
    halfLifeMin: {
      value: CHRONOLOGICAL_HALF_LIFE_MIN,
      basis: 'proxy',
      source:
        'Proxy: the Mastodon home timeline is strictly chronological, so decay is taken from ' +
        'chronological-era Twitter: Wiselytics 2014, median engagement ' +
        'half-life 24 min (Spredfast ≈ 30 min, Moz 18 min). Boosts can restart a post days later, so the tail is longer than on X',
    },
    linkPolicy:
      'No ranking: the home timeline shows every post and boost from followed accounts and hashtags in ' +
      'reverse-chronological order (fedi.tips, masto.tips), ' +
      'so links and bait are neither demoted nor rewarded; only boosts spread a post. Every URL counts as 23 characters.',
    notes: 'Federated: each server fetches the post and its link preview on its own; reach is followers online plus boosts.',
  },
};

/** The platform's reach against X's (views per follower there over X's) and its half-time, for the view curve. */
export function platformReach(platform: Platform): { reach: number; t50: number } {
  const prior = PLATFORM_PRIORS[platform];
  return { reach: prior.reachPerFollower.value / X_REACH_PER_FOLLOWER, t50: prior.halfLifeMin.value };
}
