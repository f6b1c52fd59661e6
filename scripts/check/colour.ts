// Colour on a terminal, plain text when piped. FORCE_COLOR and NO_COLOR follow the conventions Node itself
// uses for its own output (nodejs.org/api/tty.html, writeStream.getColorDepth): FORCE_COLOR wins ("0" or
// "false" turns colour off), then a non-empty NO_COLOR turns it off (no-color.org), then a TTY decides.
import type { HeadlineTone } from '@preflight/engine';

export function wantsColour(env: Readonly<Record<string, string | undefined>>, isTTY: boolean): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTTY && env.TERM !== 'dumb';
}

export interface Paint {
  bold(text: string): string;
  dim(text: string): string;
  good(text: string): string;
  bad(text: string): string;
  /**
   * Text in a headline's tone (bold): green only for `good`, which the engine gives a publishable post that
   * likely beats a typical post; `neutral` stays the terminal's own colour; yellow to revise; red to stop.
   */
  tone(tone: HeadlineTone, text: string): string;
}

const sgr = (open: number, close: number) => (text: string) => `\x1b[${open}m${text}\x1b[${close}m`;
const green = sgr(32, 39);
const yellow = sgr(33, 39);
const red = sgr(31, 39);
const bold = sgr(1, 22);

const COLOURED: Paint = {
  bold,
  dim: sgr(2, 22),
  good: green,
  bad: red,
  tone: (tone, text) => bold(tone === 'good' ? green(text) : tone === 'neutral' ? text : tone === 'caution' ? yellow(text) : red(text)),
};

const same = (text: string) => text;
const PLAIN: Paint = { bold: same, dim: same, good: same, bad: same, tone: (_tone, text) => text };

export function paint(colour: boolean): Paint {
  return colour ? COLOURED : PLAIN;
}
