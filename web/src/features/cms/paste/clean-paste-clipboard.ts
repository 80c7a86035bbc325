import { Quill } from 'react-quill-new';
import { cleanExternalPaste, pasteSourceOf, type CleanedPaste } from './external-paste';

/** Sent on the editor's root when a paste from Word or Google Docs was cleaned (detail: CleanedPaste). */
export const EXTERNAL_PASTE_CLEANED = 'external-paste-cleaned';

type ClipboardClass = new (...args: never[]) => { quill: Quill; normalizeHTML(doc: Document): void };
const Clipboard = Quill.import('modules/clipboard') as unknown as ClipboardClass;

/** Quill's clipboard, which also cleans what Word and Google Docs put on the clipboard (external-paste.ts). */
export class CleanPasteClipboard extends Clipboard {
  override normalizeHTML(doc: Document): void {
    const source = pasteSourceOf(doc);
    super.normalizeHTML(doc);
    if (!source) return;
    const cleaned = cleanExternalPaste(doc, source);
    this.quill.root.dispatchEvent(new CustomEvent<CleanedPaste>(EXTERNAL_PASTE_CLEANED, { detail: cleaned }));
  }
}
