import { formatBytes } from '../media-files';
import type { UploadState } from '../use-media-upload';

/** The progress of an upload, or why it failed, where the upload was started. */
export function UploadStatus({ state, onCancel }: { state: UploadState; onCancel?: () => void }) {
  if (state.status === 'uploading') {
    const percent = state.progress === null ? null : Math.round(state.progress * 100);
    return (
      <div className="media-upload-status" role="status">
        <label className="media-upload-status__label">
          Uploading {state.fileName}
          {percent !== null && `: ${percent}%`}
          <progress max={100} value={percent ?? undefined} />
        </label>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel upload
          </button>
        )}
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className="media-upload-status media-upload-status--failed" role="alert">
        {state.fileName} was not uploaded: {state.message}
      </p>
    );
  }
  if (state.status === 'done') {
    return (
      <p className="media-upload-status" role="status">
        Uploaded {state.fileName} ({state.media.width} x {state.media.height}, {formatBytes(state.media.bytes)})
      </p>
    );
  }
  return null;
}
