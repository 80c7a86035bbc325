import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaItem } from '../../types/media-item';
import { uploadMedia } from './api/upload-media';
import { mediaProblemText } from './media-problem-text';

export type UploadResult = { ok: true; media: MediaItem } | { ok: false; message: string };

export type UploadState =
  | { status: 'idle' }
  /** progress: 0-1, or null before the browser has said how much is sent. */
  | { status: 'uploading'; fileName: string; progress: number | null }
  | { status: 'done'; fileName: string; media: MediaItem }
  | { status: 'failed'; fileName: string; message: string };

/**
 * One upload to the media library at a time, with its progress and the server's refusal in words. A session
 * that ended is reported, not acted on: the caller may hold unsaved work that a trip to the login would lose.
 */
export function useMediaUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ status: 'idle' });
  }, []);
  useEffect(() => () => running.current?.abort(), []);

  const upload = useCallback(async (file: File, alt?: string): Promise<UploadResult> => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'uploading', fileName: file.name, progress: null });
    try {
      const media = await uploadMedia(file, {
        alt,
        signal: controller.signal,
        onProgress: ({ loaded, total }) => !controller.signal.aborted && setState({ status: 'uploading', fileName: file.name, progress: total > 0 ? loaded / total : null }),
      });
      if (!controller.signal.aborted) setState({ status: 'done', fileName: file.name, media });
      return { ok: true, media };
    } catch (error) {
      const message = mediaProblemText(error);
      if (!controller.signal.aborted) setState({ status: 'failed', fileName: file.name, message });
      return { ok: false, message };
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, []);

  return { state, upload, cancel };
}
