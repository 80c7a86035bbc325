/** A CMS answer as the public API gives the same item: without who created and last changed it. */
export function publicView<Item extends object>(item: Item): Omit<Item, 'createdBy' | 'updatedBy'> {
  const { createdBy: _createdBy, updatedBy: _updatedBy, ...rest } = item as Item & { createdBy?: unknown; updatedBy?: unknown };
  return rest;
}
