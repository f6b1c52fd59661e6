// Reading a Content-Type header: the media type and its charset. Bodies are decoded as UTF-8 and parsed as
// plain JSON, so a body declared in another charset (utf-16 would decode to garbage, or worse, to a
// different text than the client meant) or as another JSON-based format (application/vnd.foo+json,
// application/merge-patch+json: formats with their own rules) is refused rather than guessed at.

export interface ContentType {
  /** Lower case, without parameters: "application/json". */
  mediaType: string;
  /** Lower case, unquoted; undefined when the header names none. */
  charset: string | undefined;
}

export function parseContentType(header: string): ContentType {
  // Nearly every call sends "application/json" and nothing more: no list to split then (this runs per request).
  if (!header.includes(';')) return { mediaType: header.trim().toLowerCase(), charset: undefined };
  const parameters = header.split(';');
  const type = parameters.shift() ?? '';
  let charset: string | undefined;
  for (const parameter of parameters) {
    const equals = parameter.indexOf('=');
    if (equals === -1 || parameter.slice(0, equals).trim().toLowerCase() !== 'charset') continue;
    charset = parameter
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
  }
  return { mediaType: type.trim().toLowerCase(), charset };
}

/** No charset means UTF-8 for JSON (RFC 8259) and for our text uploads. */
export function isUtf8(contentType: ContentType): boolean {
  return contentType.charset === undefined || contentType.charset === 'utf-8' || contentType.charset === 'utf8';
}

export function isJson(contentType: ContentType): boolean {
  return contentType.mediaType === 'application/json';
}
