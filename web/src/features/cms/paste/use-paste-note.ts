import { useEffect, useState, type RefObject } from 'react';
import type ReactQuill from 'react-quill-new';
import type { CleanedPaste } from './external-paste';
import { EXTERNAL_PASTE_CLEANED } from './clean-paste-clipboard';

const SOURCE_NAMES: Record<CleanedPaste['source'], string> = { word: 'Word', 'google-docs': 'Google Docs' };

/** What to tell the person after a paste from Word or Google Docs left its images out; empty otherwise. */
export function pasteNoteFor({ source, imagesLeftOut }: CleanedPaste): string {
  if (imagesLeftOut === 0) return '';
  const images = imagesLeftOut === 1 ? '1 image' : `${imagesLeftOut} images`;
  return `Pasted from ${SOURCE_NAMES[source]}: ${images} left out. Add images with the image button: each goes to the media library and asks for its alt text.`;
}

/** The note about the last paste from Word or Google Docs, shown beside the editor until the next one. */
export function usePasteNote(quill: RefObject<ReactQuill | null>): string {
  const [note, setNote] = useState('');
  useEffect(() => {
    const root = quill.current?.getEditor().root;
    if (!root) return;
    const onCleaned = (event: Event) => setNote(pasteNoteFor((event as CustomEvent<CleanedPaste>).detail));
    root.addEventListener(EXTERNAL_PASTE_CLEANED, onCleaned);
    return () => root.removeEventListener(EXTERNAL_PASTE_CLEANED, onCleaned);
  }, [quill]);
  return note;
}
