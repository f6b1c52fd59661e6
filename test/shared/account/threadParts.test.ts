import { describe, expect, it } from 'vitest';
import { calibrateAccount, score, type AccountPost } from '../../../shared/index';
import { PART_PRIOR_POSTS } from '../../../shared/account/threadParts';
import { syntheticAccount } from './syntheticAccount';

const PART_SHARE = 0.1;

/**
 * The synthetic account's posts, every `every`-th followed a minute later by its "2/", which gets PART_SHARE of the
 * head's views and likes (a thread's later part reaches only those who open the thread).
 */
function withParts(posts: readonly AccountPost[], every: number): AccountPost[] {
  return posts.flatMap((p, i) => {
    if (i % every !== 0) return [p];
    const part = (n: number) => Math.round(n * PART_SHARE);
    const m = p.metrics;
    const later: AccountPost = {
      post_id: `${p.post_id}-2`,
      text: `2/ The council also votes on the transit plan, item ${i}, which moves the bus lanes.`,
      posted_at: new Date(Date.parse(p.posted_at) + 60_000).toISOString(),
      metrics: { impressions: part(m.impressions ?? 0), likes: part(m.likes), reposts: part(m.reposts), replies: part(m.replies) },
    };
    return [p, later];
  });
}

const headDraft = 'The council votes on the parks budget tonight: here is what changes for families on the east side.';
const partDraft = `2/ ${headDraft}`;

describe("an account's later thread parts", () => {
  const plain = syntheticAccount({ posts: 300, medianImpressions: 5000, reachSpread: 0.3 });
  const threaded = withParts(plain, 3);
  const model = calibrateAccount(threaded);

  it('keeps the parts out of the level: the usual post is the one without them', () => {
    const without = calibrateAccount(plain);
    const usual = (m: typeof model) => Math.expm1(m.metrics.impressions?.level ?? 0);
    // A hundred parts at a tenth of the views would pull a level read from every post far down.
    expect(usual(model) / usual(without)).toBeGreaterThan(0.9);
    expect(usual(model) / usual(without)).toBeLessThan(1.1);
  });

  it('learns what works from the posts that are no later part: the parts leave the effects as they were', () => {
    // A part's few likes come from where it stands, not from its words ("2/", a number opening the post).
    expect(model.effects).toEqual(calibrateAccount(plain).effects);
  });

  it("forecasts a later part from the account's own parts, shrunk a little toward no shift", () => {
    const part = model.metrics.impressions?.thread_part;
    // A hundred parts, less the three with fewer than ten posts before them to read a level from.
    expect(part?.posts).toBe(97);
    // The parts sit ln(0.1) ≈ −2.3 below the level; 97 of them against PART_PRIOR_POSTS of no shift.
    const expected = (Math.log(PART_SHARE) * 97) / (97 + PART_PRIOR_POSTS);
    expect(part?.shift).toBeGreaterThan(expected - 0.2);
    expect(part?.shift).toBeLessThan(expected + 0.2);
    const head = score({ text: headDraft, account: model }).expected_engagement;
    const later = score({ text: partDraft, account: model }).expected_engagement;
    const ratio = (later?.impressions?.median ?? 0) / (head?.impressions?.median ?? 1);
    expect(ratio).toBeGreaterThan(0.08);
    expect(ratio).toBeLessThan(0.2);
    expect((later?.likes.median ?? 0) / (head?.likes.median ?? 1)).toBeLessThan(0.3);
    // The part's band is around the part's forecast, not the head's.
    expect(later?.impressions?.hi80).toBeLessThan(head?.impressions?.lo80 ?? 0);
    expect(later?.impressions?.lo80).toBeLessThanOrEqual(later?.impressions?.median ?? -1);
    expect(later?.impressions?.median).toBeLessThanOrEqual(later?.impressions?.hi80 ?? -1);
    // The usual post is the same whatever the draft.
    expect(later?.usual).toEqual(head?.usual);
  });

  it('forecasts a part as any post on an account whose history has none', () => {
    const none = calibrateAccount(plain);
    expect(none.metrics.impressions?.thread_part).toBeNull();
    const head = score({ text: headDraft, account: none }).expected_engagement?.impressions?.median ?? 0;
    const later = score({ text: partDraft, account: none }).expected_engagement?.impressions?.median ?? 0;
    expect(later / head).toBeGreaterThan(0.7);
  });

  it('forecasts a whole thread written in one box from its head, not as a later part', () => {
    const thread = `1/ ${headDraft}\n\n2/ The council also votes on the transit plan, which moves the bus lanes.`;
    const r = score({ text: thread, account: model });
    expect(r.thread?.parts.length).toBe(2);
    const head = score({ text: headDraft, account: model }).expected_engagement?.impressions?.median ?? 0;
    expect((r.expected_engagement?.impressions?.median ?? 0) / head).toBeGreaterThan(0.5);
  });
});
