// The datasets are read with the engine's CSV reader (the one account imports use), strictly: a data set
// that ends inside a quoted field is damaged and must not be half read.
import { parseCsv as parseAny } from '@preflight/engine/account';

export const parseCsv = (text: string): string[][] => parseAny(text, { strict: true });
