import TrashPanel from '../../../features/cms/components/trash-panel';
import { StaffScreenFrame } from './staff-screen-frame';
import { useScreenRead } from './use-screen-read';

export function Component() {
  return (
    <StaffScreenFrame screen="trash">
      <TrashPanel first={useScreenRead<'trash'>()} />
    </StaffScreenFrame>
  );
}
