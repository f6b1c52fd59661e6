// The engine's public surface: everything the backend, the extension and the CLI may import.
export * from './schemas';
export { ENGINE_VERSION, ENGINE_MODULE } from './version';
export { score } from './score';
export { draftVariants, type DraftRequest } from './drafter/draftVariants';
export { rankVariants, generateOffline } from './rankVariants';
export { weightedLength, PLATFORM_LIMITS } from './platform';
export { WEIGHTS_SOURCE } from './phoenix/weights';
