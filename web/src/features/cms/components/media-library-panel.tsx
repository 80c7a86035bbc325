import '../../../styles/staff-panels.css';
import './media.css';
import { useEffect } from 'react';
import { SessionEndedError } from '../../../lib/staff-request';
import type { StaffClaims } from '../../../lib/token-claims';
import { useSessionEnded } from '../../../lib/use-session-ended';
import { canDeleteMedia } from '../media-permissions';
import { mediaProblemText } from '../media-problem-text';
import { useMediaPages } from '../use-media-page';
import type { MediaPage } from '../../../types/media-item';
import { MediaLibraryItem } from './media-library-item';
import { MediaUploadZone } from './media-upload-zone';

interface MediaLibraryPanelProps {
  /** The library's first page, read by the route's loader. */
  first?: Promise<MediaPage>;
  staff: Pick<StaffClaims, 'userId' | 'role'>;
}

/** Issue 25's "Media" screen: upload, see where each image is used, describe it, delete what is no longer used. */
export default function MediaLibraryPanel({ first, staff }: MediaLibraryPanelProps) {
  const sessionEnded = useSessionEnded();
  const { state, reload, loadMore, hasMore } = useMediaPages(first);
  useEffect(() => {
    if (state.status === 'failed') sessionEnded(state.error);
  }, [state, sessionEnded]);
  const failed = state.status === 'failed' && !(state.error instanceof SessionEndedError);

  return (
    <div className="staff-panel media-library">
      <h2>Media library</h2>
      <MediaUploadZone onUploaded={reload} />
      {state.status === 'loading' && <p role="status">Loading the media library...</p>}
      {failed && (
        <p className="staff-problem" role="alert">
          The media library could not be loaded: {mediaProblemText(state.error)}
        </p>
      )}
      {state.status === 'loaded' && (
        <>
          <p className="staff-muted">
            {state.total === 1 ? '1 image' : `${state.total} images`}, newest first
          </p>
          <ul className="staff-list media-library__list" aria-label="Images in the library">
            {state.items.map((media) => (
              <MediaLibraryItem key={media.id} media={media} canDelete={canDeleteMedia(staff, media)} onChanged={reload} onSessionEnded={sessionEnded} />
            ))}
          </ul>
          {hasMore && (
            <button type="button" className="button button--secondary" onClick={loadMore}>
              Show more images
            </button>
          )}
        </>
      )}
    </div>
  );
}
