import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GenerateResult, generateOffline, rankVariants, type GenerateRequest } from '../../../shared/index';
import { DraftsTab } from '../../../extension/panel/drafts/DraftsTab';
import type { BackgroundClient } from '../../../extension/messaging/backgroundClient';
import { createPanelState, type PanelState } from '../../../extension/state/panelState';
import { immediately, offlineClient } from '../support/panelDoubles';

/** A Spanish idea with its one number and nothing measured: a format that asks for a measurement leaves a slot. */
const IDEA = 'Pasamos las revisiones de código a la mañana y el equipo cerró 12 tareas más por semana.';
const REQUEST = { idea: IDEA, n_variants: 5, post_format: null, platform: 'x' } satisfies GenerateRequest;

/** A background that answers generate with the given result, as the API would. */
const apiAnswering = (result: GenerateResult): BackgroundClient => ({
  ...offlineClient,
  generate: async () => ({ ok: true, result: GenerateResult.parse(result), quota: null }),
});

describe('the Drafts tab', () => {
  let root: HTMLElement;
  let state: PanelState;
  const q = (id: string, within: ParentNode = root) => within.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  const all = (id: string, within: ParentNode = root) => Array.from(within.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`));

  function mount(client: BackgroundClient = offlineClient, onInsert?: (text: string) => Promise<boolean>) {
    state = createPanelState({ platform: 'x', client, schedule: immediately, mode: client === offlineClient ? 'offline' : 'online' });
    render(<DraftsTab state={state} onInsert={onInsert} />, root);
  }

  /** Types the idea, asks for five variants of any format, and waits for the list the panel shows. */
  async function draft(): Promise<HTMLElement[]> {
    state.idea.value = IDEA;
    state.nVariants.value = REQUEST.n_variants;
    q('preflight-generate')!.click();
    // The drafter may give fewer than asked rather than pad: as many as it gives for this idea.
    const given = generateOffline(REQUEST).ranked.length;
    await vi.waitFor(() => expect(all('preflight-variant')).toHaveLength(given));
    return all('preflight-variant');
  }

  /** Each variant shows its draft whole, marks exactly the slots the engine quotes, and explains them. */
  function expectShownAsScored(items: HTMLElement[], result: GenerateResult) {
    result.ranked.forEach((variant, i) => {
      const item = items[i]!;
      expect(q('preflight-variant-text', item)!.textContent).toBe(variant.draft);
      // The variant's verdict is the engine's headline: its label in its tone, the number beside it, never a
      // green badge below 50 nor the editor's raw decision word.
      const { headline } = variant.sim.explanation;
      const badge = q('preflight-variant-decision', item)!;
      expect(badge.textContent).toBe(headline.label);
      expect(badge.classList.contains(`pf-badge--${headline.tone}`)).toBe(true);
      expect(badge.dataset.decision).toBe(variant.sim.decision);
      expect(q('preflight-variant-score', item)!.textContent).toBe(`${headline.score} %`);
      if (headline.tone === 'good') expect(headline.score).toBeGreaterThanOrEqual(50);
      expect(badge.textContent).not.toMatch(/^(publish|revise|reject)$/iu);
      const placeholder = variant.sim.blockers.find((b) => b.code === 'placeholder');
      const reason = variant.sim.reasons.find((r) => r.concept === placeholder?.concept);
      const marks = all('preflight-slot', item);
      const note = q('preflight-slot-note', item);
      if (!placeholder) {
        expect(marks).toEqual([]);
        expect(note).toBeNull();
        return;
      }
      expect(marks.length).toBeGreaterThan(0);
      for (const mark of marks) {
        expect(mark.tagName).toBe('MARK');
        expect(mark.classList.contains('pf-slot')).toBe(true);
        expect(reason?.words).toContain(mark.textContent);
        // The mark is described by the note: a screen reader hears what to do with it.
        expect(mark.getAttribute('aria-describedby')).toBe(note!.id);
      }
      expect(note!.textContent).toBe(`To fill in before posting: ${reason!.text}`);
      expect(q('preflight-variant-decision', item)!.dataset.decision).not.toBe('publish');
    });
  }

  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('shows offline drafts as the engine scored them, and says how they were made', async () => {
    mount();
    const items = await draft();
    const result = generateOffline(REQUEST);
    expectShownAsScored(items, result);
    // The idea says nothing of how the 12 were counted: at least one format leaves that to the writer.
    expect(items.filter((item) => all('preflight-slot', item).length > 0).length).toBeGreaterThan(0);
    expect(q('preflight-drafts-footer')!.textContent).toBe("Rewritten from your idea offline, ranked by the editor's score.");
    expect(all('preflight-revision')).toEqual([]);
    expect(all('preflight-invented')).toEqual([]);
    // Each variant says what it does to the idea, never the format the idea's shape fits.
    expect(all('preflight-variant-label').map((l) => l.textContent)).toEqual(result.ranked.map((v) => v.label));
    expect(all('preflight-variant-label').filter((l) => l.textContent === 'Build in public')).toEqual([]);
  });

  it('says why an idea gets fewer drafts than asked', async () => {
    mount();
    const idea = 'Remote work is overrated for junior engineers.';
    const result = generateOffline({ ...REQUEST, idea, n_variants: 10 });
    expect(result.n).toBeLessThan(10);
    state.idea.value = idea;
    state.nVariants.value = 10;
    q('preflight-generate')!.click();
    await vi.waitFor(() => expect(all('preflight-variant')).toHaveLength(result.n));
    expect(q('preflight-drafts-footer')!.textContent).toBe(
      `Rewritten from your idea offline, ranked by the editor's score. ${result.shortfall!.reason}`,
    );
  });

  it('marks a slot in a draft from the API and inserts the draft with it, for the composer to flag', async () => {
    const ranked = rankVariants(
      [
        { text: `${IDEA} Medimos [qué mediste] durante un mes.`, post_format: 'build_in_public' },
        { text: IDEA, post_format: 'tactical_checklist' },
      ],
      { platform: 'x' },
    );
    const result = GenerateResult.parse({ ok: true, n: ranked.length, ranked, drafter: { kind: 'offline' } });
    const inserted: string[] = [];
    mount(apiAnswering(result), async (text) => {
      inserted.push(text);
      return true;
    });
    state.idea.value = IDEA;
    q('preflight-generate')!.click();
    await vi.waitFor(() => expect(all('preflight-variant')).toHaveLength(2));
    const items = all('preflight-variant');
    expectShownAsScored(items, result);
    const slotted = items.findIndex((item) => all('preflight-slot', item).length > 0);
    expect(all('preflight-slot', items[slotted]!).map((m) => m.textContent)).toEqual(['[qué mediste]']);

    q('preflight-insert', items[slotted]!)!.click();
    await vi.waitFor(() => expect(inserted).toEqual([result.ranked[slotted]!.draft]));
    expect(q('preflight-drafts-footer')!.textContent).toBe(
      "Rewritten from your idea by the API's offline drafter (no language model there), ranked by the editor's score.",
    );
  });

  it('says how the editor revised each model draft, and names every number the idea does not state', async () => {
    const revisions = new Map([
      [`${IDEA} Lo notamos desde la primera semana.`, { rounds: 1, invented_numbers: [] }],
      [
        `Revisar el código por la mañana nos dio 12 tareas más por semana y un 40 % menos de esperas.`,
        { rounds: 2, invented_numbers: ['40'] },
      ],
      [
        `Con revisiones por la mañana cerramos 12 tareas más por semana, 3 días antes y con 2,5 horas menos de reuniones.`,
        { rounds: 3, invented_numbers: ['3', '2.5'] },
      ],
    ]);
    const ranked = rankVariants(
      [...revisions.keys()].map((text) => ({ text, post_format: 'build_in_public' as const })),
      { platform: 'x' },
    ).map((variant) => ({ ...variant, revision: revisions.get(variant.draft) }));
    const result = GenerateResult.parse({ ok: true, n: ranked.length, ranked, drafter: { kind: 'llm', model: 'stand-in-7b' } });
    mount(apiAnswering(result));
    state.idea.value = IDEA;
    q('preflight-generate')!.click();
    await vi.waitFor(() => expect(all('preflight-variant')).toHaveLength(3));

    const said = (draft: string) => {
      const item = all('preflight-variant').find((li) => q('preflight-variant-text', li)!.textContent === draft)!;
      return { revision: q('preflight-revision', item)?.textContent, invented: q('preflight-invented', item)?.textContent ?? null };
    };
    const [first, once, twice] = [...revisions.keys()];
    expect(said(first!)).toEqual({ revision: 'As first drafted by the model.', invented: null });
    expect(said(once!)).toEqual({
      revision: 'Revised once after the editor sent it back.',
      invented: 'Check before posting: 40 is not in your idea: the model wrote it.',
    });
    expect(said(twice!)).toEqual({
      revision: 'Revised twice after the editor sent it back.',
      invented: 'Check before posting: 3 and 2.5 are not in your idea: the model wrote them.',
    });
    expect(q('preflight-drafts-footer')!.textContent).toBe(
      'Drafted by the language model stand-in-7b through the API and reviewed by the engine as editor (2 ' +
        "of 3 revised after review), ranked by the editor's score.",
    );
  });
});
