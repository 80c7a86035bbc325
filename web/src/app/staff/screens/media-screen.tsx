import MediaLibraryPanel from '../../../features/cms/components/media-library-panel';
import { useStaffContext } from '../staff-context';
import { StaffScreenFrame } from './staff-screen-frame';
import { useScreenRead } from './use-screen-read';

export function Component() {
  return (
    <StaffScreenFrame screen="media">
      <MediaLibraryPanel first={useScreenRead<'media'>()} staff={useStaffContext().staff} />
    </StaffScreenFrame>
  );
}
