/** Who may create, change, delete and restore which item: rules shared with the web editor (@site/contracts). */
export {
  CONTRIBUTORS_CANNOT_DELETE,
  CONTRIBUTORS_CANNOT_PUBLISH,
  CONTRIBUTORS_CANNOT_RESTORE,
  CONTRIBUTORS_CHANGE_DRAFTS_ONLY,
  refusalToCreate,
  refusalToDelete,
  refusalToRestore,
  refusalToUpdate,
  type StoredItem,
} from '@site/contracts';
