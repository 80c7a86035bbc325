import { ApiError, requestJson, type ApiRequest } from '../../../lib/api-client';
import { clearToken, readToken } from '../../../lib/auth-token';

/** The server refused the token (expired or revoked): the editor keeps the draft and sends the user to log in. */
export class SessionEndedError extends Error {
  constructor() {
    super('Your session has ended. Please log in again.');
    this.name = 'SessionEndedError';
  }
}

/** A staff download (not JSON): same token handling as cmsRequest. */
export async function cmsDownload(path: string): Promise<Blob> {
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

/** Every staff call: adds the bearer token; a 401 clears it and becomes a SessionEndedError. */
export async function cmsRequest<T>(path: string, request: Omit<ApiRequest, 'token'> = {}): Promise<T> {
  const token = readToken();
  if (!token) throw new SessionEndedError();
  try {
    return await requestJson<T>(path, { ...request, token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearToken();
      throw new SessionEndedError();
    }
    throw error;
  }
}
