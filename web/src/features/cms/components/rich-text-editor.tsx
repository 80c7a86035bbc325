import 'react-quill-new/dist/quill.snow.css';
import { useEffect, useRef } from 'react';
import ReactQuill, { Quill } from 'react-quill-new';

const EMAIL_LIKE = /^[^\s@/:]+@[^\s@/]+\.[a-z]{2,}$/i;

type SanitizingFormat = { sanitize(url: string): string };
const BaseLink = Quill.import('formats/link') as unknown as (new (...args: never[]) => object) & SanitizingFormat;
const BaseImage = Quill.import('formats/image') as unknown as (new (...args: never[]) => object) & SanitizingFormat;

/** Spec 5: a link that looks like an e-mail address gets a mailto: prefix. */
class MailtoAwareLink extends BaseLink {
  static override sanitize(url: string): string {
    return super.sanitize(EMAIL_LIKE.test(url.trim()) ? `mailto:${url.trim()}` : url);
  }
}

/** Spec 5: images only from http, https or data: URLs; anything else becomes an empty image. */
class SafeImage extends BaseImage {
  static override sanitize(url: string): string {
    return /^(https?:|data:image\/)/i.test(url.trim()) ? url.trim() : '//:0';
  }
}

Quill.register('formats/link', MailtoAwareLink, true);
Quill.register('formats/image', SafeImage, true);

/** Spec 2.13's toolbar, in its order. */
const MODULES = {
  toolbar: [
    [{ header: [1, 2, 3, false] }],
    ['bold', 'italic', 'underline', 'strike'],
    [{ list: 'ordered' }, { list: 'bullet' }],
    ['link', 'image'],
    ['blockquote', 'code-block'],
    [{ color: [] }, { background: [] }],
    ['clean'],
  ],
};

const FORMATS = ['header', 'bold', 'italic', 'underline', 'strike', 'list', 'link', 'image', 'blockquote', 'code-block', 'color', 'background'];

interface RichTextEditorProps {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
}

export function RichTextEditor({ id, labelId, value, onChange }: RichTextEditorProps) {
  const quill = useRef<ReactQuill>(null);
  // Quill's editable area has no role or name of its own; without them a screen reader announces an unlabelled field.
  useEffect(() => {
    const editable = quill.current?.getEditor().root;
    editable?.setAttribute('role', 'textbox');
    editable?.setAttribute('aria-multiline', 'true');
    editable?.setAttribute('aria-labelledby', labelId);
  });
  return (
    <div className="rich-text-editor" id={id}>
      <ReactQuill ref={quill} theme="snow" value={value} onChange={onChange} modules={MODULES} formats={FORMATS} />
    </div>
  );
}
