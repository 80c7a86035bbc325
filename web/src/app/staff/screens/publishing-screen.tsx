import { ApprovalSettings } from '../../../features/cms/components/approval-settings';
import { PublishingSettings } from '../../../features/cms/components/publishing-settings';
import { StaffScreenFrame } from './staff-screen-frame';
import { useScreenRead } from './use-screen-read';

export function Component() {
  return (
    <StaffScreenFrame screen="publishing">
      <PublishingSettings first={useScreenRead<'publishing'>()} />
      <ApprovalSettings />
    </StaffScreenFrame>
  );
}
