import ProfilePanel from '../../../features/auth/components/profile-panel';
import { StaffScreenFrame } from './staff-screen-frame';
import { useScreenRead } from './use-screen-read';

export function Component() {
  return (
    <StaffScreenFrame screen="profile">
      <ProfilePanel first={useScreenRead<'profile'>()} />
    </StaffScreenFrame>
  );
}
