import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { Quill } from 'react-quill-new';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../testing/render-with-site';
import { RichTextEditor } from '../components/rich-text-editor';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

/** What the author wrote in both documents, as the editor saves it. */
const STRUCTURE = [
  '<h1>Moving to Microsoft 365</h1>',
  '<p>Our <strong>migration</strong> plan keeps <em>every</em> mailbox and <u>every</u> file. Read the <a',
  'Microsoft guidance</a>.</p>',
  '<ul><li>Plan the tenant<ul><li>Licences and domains</li></ul></li><li>Move the mailboxes</li></ul>',
  '<h2>Steps</h2>',
  '<ol><li>Back up</li><li>Cut over</li></ol>',
  '<p>Reviewed by the team</p>',
];

let savedHtml = '';
function Editor() {
  const [value, setValue] = useState('');
  const change = (html: string) => {
    savedHtml = html;
    setValue(html);
  };
  return (
    <>
      <span id="content-label">Content</span>
      <RichTextEditor id="content" labelId="content-label" value={value} onChange={change} />
    </>
  );
}

function paste(html: string) {
  const container = document.querySelector('#content .ql-container');
  const quill = container ? Quill.find(container) : null;
  if (!(quill instanceof Quill)) throw new Error('No editor rendered');
  act(() => quill.clipboard.dangerouslyPasteHTML(0, html, 'user'));
}

describe.each([
  { source: 'Word', file: 'word-desktop.html' },
  { source: 'Google Docs', file: 'google-docs.html' },
])('pasting from $source', ({ source, file }) => {
  it('keeps headings, nested lists, links, bold, italic and underline, and drops the styles, classes, comments and images', () => {
    renderWithSite(<Editor />);
    paste(fixture(file));
    for (const part of STRUCTURE) expect(savedHtml).toContain(part);
    expect(savedHtml).toContain('href="https://learn.microsoft.com/microsoft-365/"');
    for (const leftover of ['style=', 'mso', 'Mso', 'o:p', 'docs-internal-guid', '<b>', '<img', 'color', 'font-family', 'lang=', '<!--', 'Tenant diagram']) {
      expect(savedHtml).not.toContain(leftover);
    }
    // The wrapper Docs puts round everything is not bold; the only bold word is the one the author made bold.
    expect(savedHtml.match(/<strong>/g)).toHaveLength(1);
  });

  it('says that the pasted image was left out and how to add it', () => {
    renderWithSite(<Editor />);
    paste(fixture(file));
    expect(
      screen.getByText(`Pasted from ${source}: 1 image left out. Add images with the image button: each goes to the media library and asks for its alt text.`),
    ).toBeVisible();
  });
});

describe('pasting from elsewhere', () => {
  it('leaves a web page\'s colours and classes to the editor as before, with no note', () => {
    renderWithSite(<Editor />);
    paste('<p><span style="color: rgb(192, 0, 0);">Red words</span> and <strong>bold</strong></p>');
    expect(savedHtml).toContain('<span style="color: #c00000;">Red words</span>');
    expect(savedHtml).toContain('<strong>bold</strong>');
    expect(screen.queryByText(/Pasted from/)).not.toBeInTheDocument();
  });
});
