// The app factory: the whole public API, built from the parts it is given.
import { OpenAPIHono } from '@hono/zod-openapi';
import { AccountService } from './accounts/accountService';
import { workerCalibrator, type Calibrator } from './accounts/calibrator';
import { workerUploadReader, type UploadReader } from './accounts/uploadReader';
import { sharedEngine, type AppDeps, type Engine } from './appDeps';
import type { AppEnv } from './appEnv';
import { systemClock, type Clock } from './clock';
import type { Drafter } from './drafts/drafter';
import { offlineDrafter } from './drafts/offlineDrafter';
import { ApiError } from './errors/apiError';
import { createErrorHandler } from './errors/errorHandler';
import { validationMessage } from './errors/validationMessage';
import { answerHeaders } from './http/answerHeaders';
import { createLogger, type Logger } from './log/logger';
import { rejectDeclaredOversize } from './middleware/jsonBody';
import { requestId } from './middleware/requestId';
import { Quota } from './quota/quota';
import { UnchargedMeter, type Rates } from './quota/unchargedMeter';
import { registerAccountPosts } from './routes/accountPosts';
import { registerAccountReceipts } from './routes/accountReceipts';
import { registerAccounts } from './routes/accounts';
import { registerDocs } from './routes/docs';
import { registerGenerate } from './routes/generate';
import { registerHealthz } from './routes/healthz';
import { registerOpenApi } from './routes/openapi';
import { registerReadyz } from './routes/readyz';
import { registerScore } from './routes/score';
import { registerUsage } from './routes/usage';
import { registerWebPage } from './routes/webPage';
import type { Store } from './store/store';

export interface AppOptions {
  store: Store;
  clock?: Clock;
  drafter?: Drafter;
  logger?: Logger;
  engine?: Partial<Engine>;
  /** The drafter's per-call model timeout; sizes generate's overall budget. */
  modelTimeoutMs?: number;
  /** Recalibrates accounts after an ingest; a worker thread by default (the owner closes it). */
  calibrator?: Calibrator;
  /** Parses history uploads; a worker thread by default (the owner closes it). */
  uploadReader?: UploadReader;
  /** The per-key rates of the uncharged endpoints; the tiers' (tiers.ts) by default. */
  unchargedRates?: Rates;
  /** Where the built web page is (web/build.ts); .output/web by default. */
  webDir?: string;
}

export function createApp(options: AppOptions): OpenAPIHono<AppEnv> {
  const clock = options.clock ?? systemClock;
  const uploads = options.uploadReader ?? workerUploadReader();
  const deps: AppDeps = {
    store: options.store,
    clock,
    drafter: options.drafter ?? offlineDrafter,
    logger: options.logger ?? createLogger(),
    engine: { ...sharedEngine, ...options.engine },
    quota: new Quota(options.store, clock),
    meter: new UnchargedMeter(options.unchargedRates),
    accounts: new AccountService(options.store, clock, options.calibrator ?? workerCalibrator(), uploads),
    uploads,
  };

  const app = new OpenAPIHono<AppEnv>({
    // Validation failures (path parameters; JSON bodies are checked by validJsonBody) become our 400 instead of zod's own format.
    defaultHook: (result) => {
      if (!result.success) throw new ApiError('invalid_request', validationMessage(result.error));
    },
  });
  const { onError, notFound } = createErrorHandler(deps);
  app.onError(onError);
  app.notFound(notFound);

  app.use('*', requestId, answerHeaders, rejectDeclaredOversize);

  registerHealthz(app, deps);
  registerReadyz(app, deps);
  registerScore(app, deps);
  registerGenerate(app, { ...deps, modelTimeoutMs: options.modelTimeoutMs ?? 20_000 });
  registerUsage(app, deps);
  registerAccounts(app, deps);
  registerAccountPosts(app, deps);
  registerAccountReceipts(app, deps);
  registerOpenApi(app);
  registerDocs(app);
  registerWebPage(app, options.webDir ?? undefined);
  return app;
}
