import type { StaffScreen } from '../../config/paths';
import { readToken } from '../../lib/auth-token';
import { hasRoleAtLeast, staffClaims, type StaffClaims, type StaffRole } from '../../lib/token-claims';
import { contentPermissions } from '../../features/cms/content-permissions';

/** Each screen's name: its link in the staff area's navigation, its heading and its title. */
export const SCREEN_LABELS: Record<StaffScreen, string> = {
  enquiries: 'Enquiries',
  leads: 'Where leads come from',
  media: 'Media',
  trash: 'Trash',
  users: 'Users',
  activity: 'Activity',
  publishing: 'Publishing',
  profile: 'Profile',
};

/**
 * Which role each screen is offered to; every service checks the token again. Every role may upload (issue 25);
 * those who may delete may restore (authors their own items, editors and administrators any).
 */
export function mayOpen(screen: StaffScreen, role: StaffRole): boolean {
  switch (screen) {
    case 'enquiries':
    case 'leads':
      return contentPermissions({ userId: '', role }).canSeeEnquiries;
    case 'trash':
      return hasRoleAtLeast(role, 'author');
    case 'users':
    case 'activity':
    case 'publishing':
      return role === 'administrator';
    case 'media':
    case 'profile':
      return true;
  }
}

/** Who is signed in, as the token says (spec 6: the client checks only that a token exists). */
export function signedInStaff(): StaffClaims {
  return staffClaims(readToken());
}

