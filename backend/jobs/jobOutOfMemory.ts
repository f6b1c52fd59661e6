// A job thread that ran past its memory limit (the resourceLimits it was started with) is ended by Node; the
// job it was running fails with this, so the route can answer what happened instead of a bare internal error.
export class JobOutOfMemory extends Error {
  override name = 'JobOutOfMemory';

  constructor(
    /** What the thread was doing, in words ("reading the upload"). */
    readonly job: string,
    /** The old-generation heap the thread was allowed, in MB. */
    readonly limitMb: number,
  ) {
    super(`${job} needed more than the ${limitMb} MB of memory its thread may use`);
  }
}
