/** What the options page says after an action: done, or why not. */
export type OptionNote = { kind: 'ok' | 'error'; text: string } | null;
