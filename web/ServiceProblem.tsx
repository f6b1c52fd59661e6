// A call the service did not answer as asked, said so that the writer knows what to do: which key was
// refused and where keys come from (401), what is used and when it resets (429), or that the service
// cannot be reached (the offline score keeps working either way).
import { wholeNumber } from '@preflight/engine';
import { keyHint } from './keyStore';
import type { ServiceFailure } from './serviceApi';

const TITLES: Record<ServiceFailure['kind'], string> = {
  unauthorized: 'The service refused this key',
  quota: "This key's calls for the month are used up",
  rate_limited: 'Too many calls in a short time',
  unreachable: 'The service cannot be reached',
  invalid: 'The service could not take this request',
  server: 'The service failed to answer',
};

const resetWords = (reset: Date) => reset.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });

function Details({ failure, keyUsed }: { failure: ServiceFailure; keyUsed: string | null }) {
  const { quota } = failure;
  switch (failure.kind) {
    case 'unauthorized':
      return (
        <p>
          The key {keyUsed ? <code data-testid="problem-key">{keyHint(keyUsed)}</code> : null} is not one this service knows: it may be
          mistyped, revoked or issued by another service. Keys are issued by whoever runs this service: on your own machine,{' '}
          <code>npm start</code> prints one on its first start and <code>npm run keys -- create --label NAME</code> makes more. Enter a key
          below.
        </p>
      );
    case 'quota':
      return (
        <p>
          {quota && quota.limit !== null
            ? `Used ${wholeNumber(quota.used ?? quota.limit)} of ${wholeNumber(quota.limit)} this month. `
            : ''}
          {quota?.reset ? (
            <>
              The count starts again on{' '}
              <time dateTime={quota.reset.toISOString()} data-testid="problem-reset">
                {resetWords(quota.reset)}
              </time>
              .{' '}
            </>
          ) : null}
          For more calls, ask the service's operator for a higher tier. Scoring in this page stays free: it runs in your browser.
        </p>
      );
    case 'rate_limited':
      return <p>{failure.retryAfterS !== null ? `Try again in ${wholeNumber(failure.retryAfterS)} seconds.` : 'Try again in a moment.'}</p>;
    case 'unreachable':
      return (
        <p>
          No answer from {location.origin}: the service may be stopped, or this device offline. The score above is worked out in this
          browser and keeps working; ask the service again once it is back.
        </p>
      );
    default:
      return null;
  }
}

export function ServiceProblem({ failure, keyUsed, testId }: { failure: ServiceFailure; keyUsed: string | null; testId: string }) {
  return (
    <div class="web-problem" role="alert" data-testid={testId} data-kind={failure.kind}>
      <p class="web-problem__title">
        <strong>{TITLES[failure.kind]}</strong>
        {failure.status !== null ? ` (${failure.status})` : ''}
      </p>
      <Details failure={failure} keyUsed={keyUsed} />
      {failure.kind !== 'unreachable' ? (
        <p class="web-muted" data-testid={`${testId}-message`}>
          The service said: {failure.message}
        </p>
      ) : null}
    </div>
  );
}
