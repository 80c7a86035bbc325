import { diffWords } from 'diff';
import type { ContentDraft } from '../api/save-content';
import { htmlToText } from '../html-text';

/** The fields compared besides title and body, shown only where the two versions differ. */
const OTHER_FIELDS: Array<[keyof ContentDraft, string]> = [
  ['slug', 'Slug'],
  ['status', 'Status'],
  ['author', 'Author'],
  ['category', 'Category'],
  ['tags', 'Tags'],
  ['datePublished', 'Publication date'],
  ['description', 'Brief description'],
  ['metaDescription', 'Meta description'],
  ['imageUrl', 'Featured image URL'],
  ['imageAlt', 'Image alt text'],
  ['type', 'Content type'],
];

interface TextComparisonProps {
  theirs: ContentDraft;
  mine: ContentDraft;
}

/** Their saved text against the user's, word by word: struck through is only in theirs, underlined only in the user's. */
export default function TextComparison({ theirs, mine }: TextComparisonProps) {
  const rows: Array<[string, string, string]> = [
    ['Title', theirs.title, mine.title],
    ['Content', htmlToText(theirs.content), htmlToText(mine.content)],
  ];
  for (const [field, label] of OTHER_FIELDS) {
    const [a, b] = [String(theirs[field] ?? ''), String(mine[field] ?? '')];
    if (a !== b) rows.push([label, a, b]);
  }
  return (
    <div className="cms-compare">
      <p className="cms-form__hint">
        <del>Struck through</del>: only in their version. <ins>Underlined</ins>: only in yours.
      </p>
      <dl>
        {rows.map(([label, a, b]) => (
          <div key={label} className="cms-compare__row">
            <dt>{label}</dt>
            <dd data-testid={`compare-${label}`}>{a === b ? <span className="cms-form__hint">Same in both: {a || '(empty)'}</span> : <WordDiff theirs={a} mine={b} />}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function WordDiff({ theirs, mine }: { theirs: string; mine: string }) {
  return (
    <span className="cms-compare__text">
      {diffWords(theirs, mine).map((part, index) =>
        part.removed ? (
          <del key={index}>
            <span className="visually-hidden">[only theirs: </span>
            {part.value}
            <span className="visually-hidden">]</span>
          </del>
        ) : part.added ? (
          <ins key={index}>
            <span className="visually-hidden">[only yours: </span>
            {part.value}
            <span className="visually-hidden">]</span>
          </ins>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </span>
  );
}
