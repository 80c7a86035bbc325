import ActivityPanel from '../../../features/activity/components/activity-panel';
import { StaffScreenFrame } from './staff-screen-frame';
import { useScreenRead } from './use-screen-read';

export function Component() {
  return (
    <StaffScreenFrame screen="activity">
      <ActivityPanel first={useScreenRead<'activity'>()} />
    </StaffScreenFrame>
  );
}
