/** The spec's admin editor (Basic Info / Edit Content and Manage Content); e-mails to staff link to it. */
export const STAFF_EDITOR_PATH = '/admin/module/entries/cms-system';

/** The editor opened on its Manage Content tab. */
export const STAFF_MANAGE_CONTENT_PATH = `${STAFF_EDITOR_PATH}?tab=manage`;
