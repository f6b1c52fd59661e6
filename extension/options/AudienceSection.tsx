import { PERSONA_MAX } from '@preflight/engine';

/** Who the writer writes for (optional): the persona every score is read for. */
export function AudienceSection({ persona, onPersona }: { persona: string; onPersona: (persona: string) => void }) {
  return (
    <section class="options-section" aria-labelledby="options-audience">
      <h2 id="options-audience">Audience</h2>
      <label>
        Who you write for (optional)
        <textarea
          data-testid="options-persona"
          rows={2}
          maxLength={PERSONA_MAX}
          placeholder="e.g. indie SaaS founders"
          value={persona}
          onInput={(e) => onPersona(e.currentTarget.value)}
        />
      </label>
    </section>
  );
}
