import type { StaffUser } from '@site/nest-server-kit';

/** Who an audit event names: the staff member's id and username. */
export const who = (staff: StaffUser) => ({ userId: staff.userId, username: staff.username });
