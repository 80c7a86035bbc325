import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  /** Path and query, as the app asked for it. */
  url: string;
  /** A JSON body parsed, or the FormData of an upload. */
  body: unknown;
  authorization: string | null;
}

type Answer = Response | ((call: ApiCall) => Response | Promise<Response>);

/**
 * Stands in for the backend: answers `"METHOD /path"` (the query string ignored) with the given response,
 * records every call, and answers anything else 404, so a call to a wrong endpoint fails the test's expectations.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = new Headers(init.headers);
    const call: ApiCall = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(call);
    const answer = answers[`${call.method} ${url.split('?')[0]}`];
    if (!answer) return Response.json({ statusCode: 404, message: `No such route in the test: ${call.method} ${url}` }, { status: 404 });
    return typeof answer === 'function' ? answer(call) : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls made to `"METHOD /path"`. */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.url.split('?')[0]}` === route),
  };
}

export const noContent = () => new Response(null, { status: 204 });
export const problem = (status: number, message: string) => Response.json({ statusCode: status, message }, { status });
