// Secrets out of every message that names a URL. An operator's URLs carry credentials: DATABASE_URL a
// password (in its userinfo, or as `?password=`, which PostgreSQL's client reads too), OPENAI_BASE_URL
// sometimes a user and password or a key in the query (`?api-key=` on some gateways). Messages name these
// URLs (which database cannot be reached, which value is not valid), so every start-up error, CLI error and
// log line goes through the one function below before it is written.

const HIDDEN = '***';

/** Query parameters whose value is a secret by their name: password, pwd, secret, token, key, auth, signature, credential, session. */
const SECRET_PARAMETER = /pass|pwd|secret|token|key|auth|sig|cred|session/i;
/**
 * A value that looks like a key whatever its parameter's name: 16 or more characters of a token's alphabet,
 * letters and digits mixed (a provider key, a signed token). Hiding a harmless value costs nothing.
 */
const KEY_SHAPED = /^(?=.*\d)(?=.*[A-Za-z])[\w\-.~+/=]{16,}$/;

/** Schemes where a user name given alone is a token (https://TOKEN@host); a database URL's user is a role name. */
const TOKEN_AS_USER = /^https?:$/;

/** Scheme to the end of the URL, stopping at whitespace, quotes, angle brackets and a JSON escape's backslash. */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>`\\]+/gi;

/**
 * The URL with its password hidden (an http(s) user name given alone too: it is then the credential), and the
 * value of every query parameter that is secret by name or shape. Text that does not parse as a URL is hidden
 * whole if it has userinfo, since where its password ends cannot be told.
 */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url.includes('@') ? HIDDEN : withoutKeys(url);
  }
  let changed = false;
  if (parsed.password) {
    parsed.password = HIDDEN;
    changed = true;
  } else if (parsed.username && TOKEN_AS_USER.test(parsed.protocol)) {
    parsed.username = HIDDEN;
    changed = true;
  }
  for (const [name, value] of [...parsed.searchParams]) {
    if (value !== '' && (SECRET_PARAMETER.test(name) || KEY_SHAPED.test(value))) {
      parsed.searchParams.set(name, HIDDEN);
      changed = true;
    }
  }
  // Unchanged URLs are given back as written (URL's own form would add a slash or re-encode).
  return changed ? parsed.toString() : url;
}

/**
 * Text that was meant as a URL but is none (a key pasted beside it, a missing scheme): every key-shaped token
 * and every value of a secret-named parameter hidden, the rest kept so the operator still sees what is wrong.
 */
function withoutKeys(text: string): string {
  return (
    text
      .replace(/([\w-]*(?:pass|pwd|secret|token|key|auth|sig|cred|session)[\w-]*=)[^&\s]+/gi, `$1${HIDDEN}`)
      // Split at dots and slashes too, so a host name or a path is kept and only the key goes.
      .replace(/[\w\-~+=]{16,}/g, (token) => (KEY_SHAPED.test(token) ? HIDDEN : token))
  );
}

/** Every URL in `text` through redactUrl; the rest of the text as it is. */
export function redactSecrets(text: string): string {
  if (!text.includes('://')) return text;
  return text.replace(URL_IN_TEXT, (url) => redactUrl(url));
}
