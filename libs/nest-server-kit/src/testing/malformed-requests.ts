export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint of a service, as a sweep sees it. */
export interface Endpoint {
  method: HttpMethod;
  /** With `:name` placeholders for path parameters, e.g. `/api/cms/content/:id`. */
  path: string;
  /** Values that make the path valid, used while other parts of the request are broken. */
  params?: Record<string, string>;
  /** A body the endpoint accepts; each field in turn gets wrong values. Absent: the endpoint takes no body. */
  body?: Record<string, unknown>;
  /** Query parameters the endpoint reads; each gets wrong values. */
  query?: string[];
  /** Sent with every request (e.g. Authorization). */
  headers?: Record<string, string>;
}

export interface MalformedRequest {
  /** What is wrong with it, for the test's name. */
  name: string;
  method: HttpMethod;
  /** Already encoded: sent as it is. */
  path: string;
  headers: Record<string, string>;
  /** Sent as it is; undefined for none. */
  body?: string;
}

/** Raw (already percent-encoded) path segments that have broken servers: NUL bytes, traversal, bad encoding, odd lengths. */
export const PATH_TRICKS = [
  '%00', 'a%00b', '%2500', '..', '%2e%2e', '..%2F..%2Fetc%2Fpasswd', '%2F', '%5C..%5C', '%E0%A4%A', '%FF', '%C0%AE',
  '%u0000', "'%20OR%201=1--", '%22%3E%3Cscript%3E', '%20', '-', '00000000-0000-0000-0000-000000000000',
  'A'.repeat(300), 'a'.repeat(5000), '%F0%9F%98%80', 'CON', '.json', 'null', '[]', '%7B%7D',
] as const;

/** Request bodies that are not one JSON object, or not JSON at all. */
const BAD_JSON = ['{', '{"a":', '{"a":1,}', "{'a':1}", 'null', '[]', '[{}]', '"text"', '42', 'true', '', '{"__proto__":{"polluted":true}}', '\u0000', '{"a":"\\ud800"}'];

/** Content types other than JSON (the body itself is valid JSON, so only the type is wrong). */
const WRONG_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16', 'application/octet-stream'];

/** Values of the wrong type or size for any one field. */
function wrongFieldValues(maxFieldLength: number): Array<[string, unknown]> {
  return [
    ['null', null], ['zero', 0], ['a negative number', -1], ['a huge number', 1e308], ['true', true], ['an empty array', []],
    ['an array of text', ['x']], ['an object', { a: 1 }], ['a query operator', { $gt: '' }], ['an empty text', ''],
    ['only spaces', '   '], ['a NUL byte', '\u0000'], ['text with a NUL byte', 'a\u0000b'], ['a lone surrogate', '\ud800'],
    ['an oversized text', 'x'.repeat(maxFieldLength)], ['markup', '<script>alert(1)</script>'], ['a date-like text', '2026-13-45'],
  ];
}

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? 'x');
}

/**
 * Every malformed variant of `endpoint` a sweep should send: path tricks in each parameter, wrong query
 * values, and for endpoints with a body: bad JSON, wrong content types, each field with each wrong value,
 * unknown and deeply nested fields, and a body over any sensible limit. None may get a 5xx.
 */
export function malformedRequests(endpoint: Endpoint, options: { maxFieldLength?: number; oversizedBodyBytes?: number } = {}): MalformedRequest[] {
  const maxFieldLength = options.maxFieldLength ?? 100_000;
  const headers = endpoint.headers ?? {};
  const validPath = fillPath(endpoint.path, endpoint.params ?? {});
  const jsonHeaders = { ...headers, 'Content-Type': 'application/json' };
  const validBody = endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body);
  const requests: MalformedRequest[] = [];
  const add = (name: string, path: string, body: string | undefined, requestHeaders = body === undefined ? headers : jsonHeaders): void => {
    requests.push({ name: `${endpoint.method} ${endpoint.path}: ${name}`, method: endpoint.method, path, headers: requestHeaders, body });
  };

  for (const [param] of endpoint.path.matchAll(/:(\w+)/g)) {
    for (const trick of PATH_TRICKS) {
      add(`${param} = ${trick.slice(0, 40)}`, fillPath(endpoint.path, { ...endpoint.params, [param.slice(1)]: trick }), validBody);
    }
  }
  for (const name of endpoint.query ?? ['unexpected']) {
    for (const value of ['%00', 'a%00b', `${name}=x`, '%E0%A4%A', 'x'.repeat(5000)]) {
      add(`?${name}=${value.slice(0, 20)}`, `${validPath}?${name}=${value}`, validBody);
    }
    add(`?${name} as an array`, `${validPath}?${name}=a&${name}=b`, validBody);
    add(`?${name} as an object`, `${validPath}?${name}[a]=b`, validBody);
    add(`?${name}[__proto__]`, `${validPath}?${name}[__proto__][x]=1`, validBody);
  }
  if (endpoint.body === undefined) {
    add('an unexpected JSON body', validPath, '{"a":1}');
    add('an unexpected text body', validPath, 'hello', { ...headers, 'Content-Type': 'text/plain' });
    return requests;
  }
  for (const body of BAD_JSON) {
    add(`body ${JSON.stringify(body).slice(0, 30)}`, validPath, body);
  }
  for (const contentType of WRONG_CONTENT_TYPES) {
    add(`Content-Type ${contentType}`, validPath, validBody, { ...headers, 'Content-Type': contentType });
  }
  add('no body', validPath, undefined, jsonHeaders);
  for (const field of Object.keys(endpoint.body)) {
    for (const [name, value] of wrongFieldValues(maxFieldLength)) {
      add(`${field} is ${name}`, validPath, JSON.stringify({ ...endpoint.body, [field]: value }));
    }
    const { [field]: _left, ...withoutField } = endpoint.body;
    add(`${field} missing`, validPath, JSON.stringify(withoutField));
  }
  add('an unknown field', validPath, JSON.stringify({ ...endpoint.body, unexpectedField: 'x' }));
  add('a NUL byte in a key', validPath, JSON.stringify({ ...endpoint.body, 'a\u0000b': 'x' }));
  add('deep nesting', validPath, `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`);
  add('an oversized body', validPath, JSON.stringify({ ...endpoint.body, padding: 'x'.repeat(options.oversizedBodyBytes ?? 6 * 1024 * 1024) }));
  return requests;
}
