import MediaLibraryPanel from '../../../features/cms/components/media-library-panel';
import { useStaffContext } from '../staff-context';
import { StaffScreenFrame } from './staff-screen-frame';

export function Component() {
  return (
    <StaffScreenFrame screen="media">
      <MediaLibraryPanel staff={useStaffContext().staff} />
    </StaffScreenFrame>
  );
}
