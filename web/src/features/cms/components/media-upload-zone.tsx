import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { IMAGE_FILE_TYPES, imageFilesOf } from '../media-files';
import { useMediaUpload } from '../use-media-upload';
import { UploadStatus } from './upload-status';

interface MediaUploadZoneProps {
  onUploaded: () => void;
}

interface Failure {
  fileName: string;
  message: string;
}

const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Uploads to the media library by button, drag and drop, or a paste anywhere on the screen; one file after another, with progress. */
export function MediaUploadZone({ onUploaded }: MediaUploadZoneProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { state, upload, cancel } = useMediaUpload();
  const [waiting, setWaiting] = useState(0);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [dragging, setDragging] = useState(false);

  const uploadAll = async (files: File[]) => {
    if (files.length === 0) return;
    setFailures([]);
    setWaiting(files.length);
    for (const file of files) {
      setWaiting((count) => count - 1);
      const result = await upload(file);
      if (result.ok) onUploaded();
      else setFailures((current) => [...current, { fileName: file.name, message: result.message }]);
    }
  };

  // The latest uploadAll for the paste listener, which is added once.
  const uploadAllRef = useRef(uploadAll);
  useEffect(() => {
    uploadAllRef.current = uploadAll;
  });
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = imageFilesOf(event.clipboardData);
      if (files.length === 0 || isTyping(event.target)) return;
      event.preventDefault();
      void uploadAllRef.current(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void uploadAll(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      className={`media-upload-zone${dragging ? ' media-upload-zone--dragging' : ''}`}
      role="group"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-hint`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <h3 id={`${id}-heading`}>Upload images</h3>
      <p className="staff-muted" id={`${id}-hint`}>
        Drop photos here, paste one, or choose files. JPEG, PNG, WebP, AVIF or GIF.
      </p>
      <div className="staff-actions">
        <button type="button" className="button button--primary" onClick={() => fileInput.current?.click()}>
          Choose images to upload
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_FILE_TYPES}
          multiple
          hidden
          aria-label="Images to upload"
          onChange={(event) => {
            void uploadAll(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </div>
      {state.status === 'uploading' && <UploadStatus state={state} onCancel={cancel} />}
      {state.status === 'uploading' && waiting > 0 && <p className="staff-muted">{waiting} more waiting</p>}
      {failures.map((failure, index) => (
        <p key={`${index}-${failure.fileName}`} className="staff-problem" role="alert">
          {failure.fileName} was not uploaded: {failure.message}
        </p>
      ))}
    </div>
  );
}
