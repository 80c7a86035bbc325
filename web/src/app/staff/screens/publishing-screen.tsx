import { PublishingSettings } from '../../../features/cms/components/publishing-settings';
import { StaffScreenFrame } from './staff-screen-frame';

export function Component() {
  return (
    <StaffScreenFrame screen="publishing">
      <PublishingSettings />
    </StaffScreenFrame>
  );
}
