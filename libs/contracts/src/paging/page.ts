/** One page of a longer list, and how many there are in all. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** A page asked for by offset and limit (the content and media lists), echoing both. */
export interface OffsetPage<T> extends Page<T> {
  offset: number;
  limit: number;
}
