import 'react-quill-new/dist/quill.snow.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import ReactQuill, { Quill } from 'react-quill-new';
import { EDITOR_KEY_BINDINGS } from '../editor-keyboard';
import { withTypedSpaces } from '../typed-spaces';
import { EDITOR_IMAGE_FILE_TYPES } from '../editor-image-format';
import { CleanPasteClipboard } from '../paste/clean-paste-clipboard';
import { usePasteNote } from '../paste/use-paste-note';
import { DECORATIVE_ATTRIBUTE } from '../images-without-alt';
import { useAccessibleEditor } from '../use-accessible-editor';
import { useEditorImages } from '../use-editor-images';
import { EditorImages } from './editor-images';

const EMAIL_LIKE = /^[^\s@/:]+@[^\s@/]+\.[a-z]{2,}$/i;

type SanitizingFormat = { sanitize(url: string): string };
const BaseLink = Quill.import('formats/link') as unknown as (new (...args: never[]) => object) & SanitizingFormat;
type ImageBlot = { domNode: HTMLElement; format(name: string, value: unknown): void };
const BaseImage = Quill.import('formats/image') as unknown as (new (...args: never[]) => ImageBlot) &
  SanitizingFormat & { formats(domNode: HTMLElement): Record<string, string> };

/** Issue 8: links and images only to https: addresses (the CSP refuses http: images anyway). */
function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
/** Same-site links such as /contact-us or #section; never //host or /\host, which browsers read as another host. */
const SITE_PATH = /^(?:\/(?![/\\])|#)/;
/** Issue 25: images of the media library, inserted by their same-site address. */
const MEDIA_PATH = /^\/media\/[^/\\]/;
/** Pasted HTML may hold raster data: images (the server moves them into the library); SVG could carry script. */
const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);/i;
/** Quill's own markers for a refused URL: a link to nowhere, an image that shows nothing. The server drops both. */
const REFUSED_LINK = 'about:blank';
const REFUSED_IMAGE = '//:0';

/** Spec 5: a link that looks like an e-mail address gets a mailto: prefix; otherwise https:, mailto: or a same-site path. */
class SafeLink extends BaseLink {
  static override sanitize(url: string): string {
    const value = url.trim();
    if (EMAIL_LIKE.test(value)) return `mailto:${value}`;
    return isHttpsUrl(value) || /^mailto:\S/i.test(value) || SITE_PATH.test(value) ? value : REFUSED_LINK;
  }
}

/** Images only from https:, the media library or raster data: URLs (the server moves those into the library); anything else becomes an empty image. */
class SafeImage extends BaseImage {
  static override sanitize(url: string): string {
    const value = url.trim();
    return isHttpsUrl(value) || MEDIA_PATH.test(value) || RASTER_DATA_URL.test(value) ? value : REFUSED_IMAGE;
  }

  /** Issue 25: alt="" with data-decorative="true" marks an image decorative; Quill would drop both. */
  static override formats(domNode: HTMLElement): Record<string, string> {
    const formats = super.formats(domNode);
    if (domNode.getAttribute(DECORATIVE_ATTRIBUTE) === 'true') formats[DECORATIVE_ATTRIBUTE] = 'true';
    return formats;
  }

  override format(name: string, value: unknown): void {
    if (name === 'alt' && value === '') this.domNode.setAttribute('alt', '');
    else if (name !== DECORATIVE_ATTRIBUTE) super.format(name, value);
    else if (value) this.domNode.setAttribute(DECORATIVE_ATTRIBUTE, 'true');
    else this.domNode.removeAttribute(DECORATIVE_ATTRIBUTE);
  }
}

Quill.register('formats/link', SafeLink, true);
Quill.register('formats/image', SafeImage, true);
// Paste from Word and Google Docs keeps structure and drops the office program's styles (issue 35).
Quill.register('modules/clipboard', CleanPasteClipboard, true);

/**
 * Spec 2.13's toolbar, in its order, with indent buttons beside the lists now that Tab leaves the editor
 * (issue 27); the image button, paste and drop all go through the uploader (issue 25).
 */
const modulesWith = (uploadImages: (range: { index: number; length: number }, files: File[]) => void) => ({
  keyboard: { bindings: EDITOR_KEY_BINDINGS },
  uploader: { mimetypes: EDITOR_IMAGE_FILE_TYPES, handler: uploadImages },
  toolbar: [
    [{ header: [1, 2, 3, false] }],
    ['bold', 'italic', 'underline', 'strike'],
    [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
    ['link', 'image'],
    ['blockquote', 'code-block'],
    [{ color: [] }, { background: [] }],
    ['clean'],
  ],
});

const FORMATS = ['header', 'bold', 'italic', 'underline', 'strike', 'list', 'indent', 'link', 'image', 'blockquote', 'code-block', 'color', 'background'];

interface RichTextEditorProps {
  id: string;
  labelId: string;
  value: string;
  /** `byPerson` is false when Quill changed the HTML itself (tidying what it was given), not the person. */
  onChange: (html: string, byPerson: boolean) => void;
  /** Ids of the texts that describe the editor (its keyboard hint, its error). */
  describedBy?: string;
  invalid?: boolean;
}

/** What Quill last reported and what was passed on for it, so that the editor is not reloaded with its own text. */
interface LastChange {
  fromQuill: string;
  passedOn: string;
}

export function RichTextEditor({ id, labelId, value, onChange, describedBy, invalid }: RichTextEditorProps) {
  const quill = useRef<ReactQuill>(null);
  const images = useEditorImages(() => quill.current?.getEditor() ?? null);
  // Built once: Quill is rebuilt whenever its modules change.
  const modules = useMemo(() => modulesWith(images.uploaderHandler), [images.uploaderHandler]);
  useAccessibleEditor(quill, { describedBy, invalid });
  const pasteNote = usePasteNote(quill);
  const [lastChange, setLastChange] = useState<LastChange | null>(null);
  // Quill reloads its contents whenever the value it is given differs from what it last reported.
  const quillValue = lastChange?.passedOn === value ? lastChange.fromQuill : value;
  const handleChange = (fromQuill: string, _delta: unknown, source: string) => {
    const passedOn = withTypedSpaces(fromQuill);
    setLastChange({ fromQuill, passedOn });
    onChange(passedOn, source === 'user');
  };
  // Quill's editable area has no role or name of its own; without them a screen reader announces an unlabelled field.
  useEffect(() => {
    const editable = quill.current?.getEditor().root;
    editable?.setAttribute('role', 'textbox');
    editable?.setAttribute('aria-multiline', 'true');
    editable?.setAttribute('aria-labelledby', labelId);
  });
  return (
    <div className="rich-text-editor" id={id}>
      <ReactQuill ref={quill} theme="snow" value={quillValue} onChange={handleChange} modules={modules} formats={FORMATS} />
      <p className="rich-text-editor__paste-note" role="status">
        {pasteNote}
      </p>
      <EditorImages images={images} html={value} />
    </div>
  );
}
