import ActivityPanel from '../../../features/activity/components/activity-panel';
import { StaffScreenFrame } from './staff-screen-frame';

export function Component() {
  return (
    <StaffScreenFrame screen="activity">
      <ActivityPanel />
    </StaffScreenFrame>
  );
}
