// The Why tab in one voice per word: what the editor marks on the Fix tab is never praised here, by the editor's
// strengths or by "What the data say", and a post whose details all sit inside the marks is not told to add one.
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Panel } from '../../../extension/panel/Panel';
import { createPanelState, type PanelState } from '../../../extension/state/panelState';
import { immediately, offlineClient as client } from '../support/panelDoubles';

describe('the Why tab', () => {
  let root: HTMLElement;
  let state: PanelState;
  const q = (id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);

  function showWhy(text: string) {
    state = createPanelState({
      platform: 'x',
      client,
      schedule: immediately,
      layout: { expanded: true, tab: 'why' },
      computeFixes: () => [],
    });
    render(<Panel state={state} theme="light" onInsert={async () => true} />, root);
    state.setText(text);
  }

  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    state.dispose();
    root.remove();
  });

  it('praises no detail inside the bait, and does not ask for one it withheld', async () => {
    showWhy('Tag 3 friends who need to see this!');
    await vi.waitFor(() => expect(q('preflight-why')).not.toBeNull());
    const why = q('preflight-why')!.textContent ?? '';
    expect(why).not.toMatch(/Concrete details/u);
    expect(why).toContain('Nothing to praise outside the words marked on the Fix tab.');
    expect(why).not.toMatch(/a concrete detail, a number or a real question would/u);
  });

  it("lists no data reason in the post's favour that quotes the bait's words", async () => {
    showWhy('Like and retweet if you agree!!! Everything about this is true and everyone needs to hear it');
    await vi.waitFor(() => expect(q('preflight-data')).not.toBeNull());
    const favourable = Array.from(q('preflight-data')!.querySelectorAll('.pf-reason--up')).map((li) => li.textContent ?? '');
    for (const line of favourable) expect(line).not.toMatch(/"(?:retweet|agree|everything|true)"/iu);
    // The old data's view is there once, as the platform's policy beside what held in old posts.
    const policy = Array.from(q('preflight-data')!.querySelectorAll('[data-voice="policy"]')).map((li) => li.textContent ?? '');
    expect(policy).toHaveLength(1);
    expect(policy[0]).toMatch(/Platform policy: In the old posts we measured \(2010–17\), words like "retweet"/u);
  });
});
