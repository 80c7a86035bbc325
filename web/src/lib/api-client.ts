/** An answer from our own API that was not OK, with the server's own message when it gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's JSON body, when it had one (a 409 carries the stored item). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string;
  signal?: AbortSignal;
}

export async function requestJson<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  const response = await fetch(path, {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
  });
  if (!response.ok) {
    const body = await errorBody(response);
    throw new ApiError(response.status, errorMessage(body), body);
  }
  // 204, and a 202 that only says "accepted", have no body.
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function errorBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined; // not JSON: the generic text is shown
  }
}

/** The server's own words from an error body's text (`error` or `message`), else the generic text. */
export function errorMessageOf(bodyText: string): string {
  try {
    return errorMessage(JSON.parse(bodyText));
  } catch {
    return GENERIC_ERROR; // not JSON
  }
}

function errorMessage(body: unknown): string {
  if (body !== null && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error.trim()) return error;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return GENERIC_ERROR;
}

export const GENERIC_ERROR = 'Network response was not ok';
