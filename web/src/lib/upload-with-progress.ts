import { ApiError, errorMessageOf } from './api-client';
import { clearToken, readToken } from './auth-token';
import { SessionEndedError } from './staff-request';

export interface UploadProgress {
  loaded: number;
  total: number;
}

interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * A staff multipart upload with the bearer token, as staffRequest does for JSON. XMLHttpRequest rather than
 * fetch because only it reports upload progress in every browser (fetch can stream a request body only in
 * Chromium, and only over HTTP/2).
 */
export function staffUpload<T>(path: string, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  const token = readToken();
  if (!token) return Promise.reject(new SessionEndedError());
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      if (request.status === 401) {
        clearToken();
        reject(new SessionEndedError());
      } else if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, errorMessageOf(request.responseText)));
      } else {
        try {
          resolve(JSON.parse(request.responseText) as T);
        } catch {
          reject(new ApiError(request.status, 'The server gave an answer that is not JSON'));
        }
      }
    };
    request.onerror = () => reject(new TypeError('The upload failed: the connection was lost'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
