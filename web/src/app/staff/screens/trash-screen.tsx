import TrashPanel from '../../../features/cms/components/trash-panel';
import { StaffScreenFrame } from './staff-screen-frame';

export function Component() {
  return (
    <StaffScreenFrame screen="trash">
      <TrashPanel />
    </StaffScreenFrame>
  );
}
