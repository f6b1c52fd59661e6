// The one error the checker raises on purpose: the input could not be checked at all (bad usage, a file that
// cannot be read, no drafts). It ends the run with exit status 2 and its message on one line of stderr.
export class CannotCheck extends Error {
  override readonly name = 'CannotCheck';
}
