import { ApiError, requestJson, type ApiRequest } from './api-client';
import { clearToken, readToken } from './auth-token';

/** The server refused the token (expired or revoked): the staff area keeps the user's work and sends them to log in. */
export class SessionEndedError extends Error {
  constructor() {
    super('Your session has ended. Please log in again.');
    this.name = 'SessionEndedError';
  }
}

/** A staff download (not JSON): same token handling as staffRequest. */
export async function staffDownload(path: string): Promise<Blob> {
  const token = readToken();
  if (!token) throw new SessionEndedError();
  const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } });
  if (response.status === 401) {
    clearToken();
    throw new SessionEndedError();
  }
  if (!response.ok) throw new ApiError(response.status, 'Network response was not ok');
  return response.blob();
}

/**
 * Every staff call: adds the bearer token; a 401 clears the stored token and becomes a SessionEndedError.
 * `token` is given only for a token the browser does not keep (the two-step set-up right after the password step).
 */
export async function staffRequest<T>(path: string, request: Omit<ApiRequest, 'token'> = {}, token?: string): Promise<T> {
  const bearer = token ?? readToken();
  if (!bearer) throw new SessionEndedError();
  try {
    return await requestJson<T>(path, { ...request, token: bearer });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      if (token === undefined) clearToken();
      throw new SessionEndedError();
    }
    throw error;
  }
}
