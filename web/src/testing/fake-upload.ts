import { vi } from 'vitest';

type Listener = ((event: ProgressEvent) => void) | null;

const bytesOf = (body: unknown) =>
  body instanceof FormData ? Array.from(body.values()).reduce((sum, value) => sum + (typeof value === 'string' ? value.length : value.size), 0) : 0;

const progress = (loaded: number, total: number) => ({ lengthComputable: true, loaded, total }) as ProgressEvent;

/**
 * XMLHttpRequest as uploads use it (open, headers, send, upload progress, abort), sending through the global
 * fetch, so an upload reaches the same fakeApi as every other call. Reports half the bytes sent at once and
 * the rest when the answer comes, so a test can see progress while it holds the answer back.
 */
class FetchBackedXhr {
  readonly upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private readonly controller = new AbortController();

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  send(body: FormData | null): void {
    const total = bytesOf(body);
    queueMicrotask(() => this.upload.onprogress?.(progress(Math.floor(total / 2), total)));
    fetch(this.url, { method: this.method, headers: this.headers, body, signal: this.controller.signal }).then(
      async (response) => {
        if (this.controller.signal.aborted) return;
        this.upload.onprogress?.(progress(total, total));
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => !this.controller.signal.aborted && this.onerror?.(),
    );
  }

  abort(): void {
    this.controller.abort();
    this.onabort?.();
  }
}

export function sendUploadsThroughFetch(): void {
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
}

/** A photo file of `bytes` bytes (its content does not matter to the client; the server sniffs it). */
export function photoFile(name = 'site-office.jpg', bytes = 2048, type = 'image/jpeg'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
