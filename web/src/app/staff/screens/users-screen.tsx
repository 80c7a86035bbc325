import UsersPanel from '../../../features/auth/components/users-panel';
import { StaffScreenFrame } from './staff-screen-frame';
import { useScreenRead } from './use-screen-read';

export function Component() {
  return (
    <StaffScreenFrame screen="users">
      <UsersPanel first={useScreenRead<'users'>()} />
    </StaffScreenFrame>
  );
}
