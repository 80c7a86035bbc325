/** An answer from our own API that was not OK, with the server's own message when it gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
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
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  // 204, and a 202 that only says "accepted", have no body.
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function errorMessage(response: Response): Promise<string> {
  return errorMessageOf(await response.text().catch(() => ''));
}

/** The server's own words from an error body (`error` or `message`), else the generic text. */
export function errorMessageOf(bodyText: string): string {
  try {
    const body = JSON.parse(bodyText) as { error?: unknown; message?: unknown } | null;
    if (typeof body?.error === 'string' && body.error.trim()) return body.error;
    if (typeof body?.message === 'string' && body.message.trim()) return body.message;
  } catch {
    // not JSON: fall through to the generic text
  }
  return GENERIC_ERROR;
}

export const GENERIC_ERROR = 'Network response was not ok';
