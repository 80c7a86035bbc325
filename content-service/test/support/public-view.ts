/** A CMS answer as the public API gives the same item: without who created and last changed it, its version or schedule. */
export function publicView<Item extends object>(item: Item): Omit<Item, 'createdBy' | 'updatedBy' | 'version' | 'scheduledFor'> {
  const {
    createdBy: _createdBy, updatedBy: _updatedBy, version: _version, scheduledFor: _scheduledFor, ...rest
  } = item as Item & { createdBy?: unknown; updatedBy?: unknown; version?: unknown; scheduledFor?: unknown };
  return rest;
}
