import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Quill } from 'react-quill-new';
import type { MediaItem } from '../../types/media-item';
import { DECORATIVE_ATTRIBUTE } from './images-without-alt';
import { updateMediaAlt } from './api/update-media-alt';
import { useMediaUpload } from './use-media-upload';

type Editor = InstanceType<typeof Quill>;

/** An image's alt text, or alt="" with the decorative mark for '' (content-service's rule). */
const altAttributes = (alt: string) => (alt === '' ? { alt: '', [DECORATIVE_ATTRIBUTE]: 'true' } : { alt, [DECORATIVE_ATTRIBUTE]: null });
type EditorRange = { index: number; length: number };

/** What the alt dialog is open for: a new image being uploaded, or an image of the body that lacks alt text. */
export type ImageTask = { kind: 'insert'; at: EditorRange; file: File; queued: File[] } | { kind: 'describe'; src: string; position: number };

/**
 * The editor's images (issue 25): the toolbar's image button, paste and drop all reach Quill's uploader, whose
 * handler this supplies; each file goes to the media library, and the image is inserted by its /media/ address
 * with its width, height and the alt text asked for, never as a data: URI. Nothing typed is touched on failure.
 */
export function useEditorImages(getEditor: () => Editor | null) {
  const { state: uploadState, upload: sendFile, cancel: cancelUpload } = useMediaUpload();
  const [task, setTask] = useState<ImageTask | null>(null);

  const startUpload = useCallback(
    (at: EditorRange, files: File[]) => {
      const [file, ...queued] = files;
      if (!file) return;
      setTask({ kind: 'insert', at, file, queued });
      void sendFile(file);
    },
    [sendFile],
  );

  // Quill keeps the handler it was built with; it calls the current one through this ref.
  const latestStart = useRef(startUpload);
  useEffect(() => {
    latestStart.current = startUpload;
  }, [startUpload]);
  const uploaderHandler = useMemo(() => (range: EditorRange, files: File[]) => latestStart.current(range, files), []);

  const insert = (media: MediaItem, at: EditorRange, alt: string | null) => {
    const editor = getEditor();
    if (!editor) return;
    if (at.length > 0) editor.deleteText(at.index, at.length, 'user');
    editor.insertEmbed(at.index, 'image', media.url, 'user');
    // The server keeps only src, alt and the decorative mark; width and height keep the editor from jumping meanwhile.
    editor.formatText(at.index, 1, { width: String(media.width), height: String(media.height), ...(alt === null ? {} : altAttributes(alt)) }, 'user');
    editor.setSelection(at.index + 1, 0, 'user');
    // The library keeps the first description too, offered again when the image is chosen elsewhere.
    if (alt !== null && media.alt === null) updateMediaAlt(media.id, alt).catch(() => undefined);
  };

  const next = (current: ImageTask) => {
    if (current.kind === 'insert' && current.queued.length > 0) startUpload({ index: current.at.index + 1, length: 0 }, current.queued);
    else {
      setTask(null);
      cancelUpload();
    }
  };

  /** alt: the text, '' for decorative, null to insert it undescribed (publishing is refused until it is). */
  const confirm = (alt: string | null) => {
    if (!task) return;
    if (task.kind === 'insert') {
      if (uploadState.status !== 'done') return;
      insert(uploadState.media, task.at, alt);
    } else if (alt !== null) {
      describeExisting(task, alt);
    }
    next(task);
  };

  const describeExisting = (target: { src: string; position: number }, alt: string) => {
    const editor = getEditor();
    if (!editor) return;
    let index = 0;
    let seen = 0;
    for (const op of editor.getContents().ops) {
      const image = typeof op.insert === 'object' && op.insert !== null ? (op.insert as { image?: unknown }).image : undefined;
      if (image !== undefined) seen += 1;
      if (image === target.src && seen === target.position) {
        editor.formatText(index, 1, altAttributes(alt), 'user');
        return;
      }
      index += typeof op.insert === 'string' ? op.insert.length : 1;
    }
  };

  const cancel = () => {
    // A finished upload stays in the library: the same bytes answer an existing item, which may be someone else's.
    cancelUpload();
    setTask(null);
  };

  const describe = (src: string, position: number) => setTask({ kind: 'describe', src, position });

  return { task, uploadState, uploaderHandler, confirm, cancel, describe };
}
