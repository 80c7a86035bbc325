import UsersPanel from '../../../features/auth/components/users-panel';
import { StaffScreenFrame } from './staff-screen-frame';

export function Component() {
  return (
    <StaffScreenFrame screen="users">
      <UsersPanel />
    </StaffScreenFrame>
  );
}
