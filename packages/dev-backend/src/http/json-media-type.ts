// A JSON endpoint takes `application/json`, optionally with `charset=utf-8`, and nothing else.
// A missing type is refused too: a cross-site form or `text/plain` POST needs no CORS preflight,
// so accepting it would let any page post JSON here with the visitor's cookies or network.
const JSON_MEDIA_TYPE = /^application\/json\s*(;\s*charset\s*=\s*("?)utf-8\2\s*)?$/i;

export const isJsonMediaType = (type: string | undefined): boolean =>
  type !== undefined && JSON_MEDIA_TYPE.test(type.trim());
