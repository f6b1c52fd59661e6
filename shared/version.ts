/** Semver of the scoring engine. Bump the minor version when scores change, the patch for fixes that do not. */
export const ENGINE_VERSION = '0.2.0';

/** Where the engine lives, relative to the repository root (reported by /healthz). */
export const ENGINE_MODULE = 'shared/index.ts';
