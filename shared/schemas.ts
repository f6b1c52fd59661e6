// The one contract shared by the engine, the backend, the extension and the tests.
// Field names and bounds are those of the published v1 API; everything marked "additive" is ours and
// documented in the README.

// The contract is kept in four parts, one concept each (shared/contract/): the request, the result, the account
// as a result reports it, and generate's answer. Everything imports it from here.
export * from './contract/request';
export * from './contract/result';
export * from './contract/account';
export * from './contract/generate';
