/** The id of the JSON script element that holds the document data (see Document). */
export const DOCUMENT_DATA_ID = 'document-data';
