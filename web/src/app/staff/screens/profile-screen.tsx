import ProfilePanel from '../../../features/auth/components/profile-panel';
import { StaffScreenFrame } from './staff-screen-frame';

export function Component() {
  return (
    <StaffScreenFrame screen="profile">
      <ProfilePanel />
    </StaffScreenFrame>
  );
}
