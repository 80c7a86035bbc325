import type { ReactNode } from 'react';
import type { RuntimeConfig } from '../config/runtime-config';
import { DOCUMENT_DATA_ID } from './document-data-id';
import { type InitialData, InitialDataProvider } from '../lib/initial-data';
import { jsonForScript, type StructuredDataBlocks, StructuredDataProvider, StructuredDataScripts } from '../lib/structured-data';

/** The built files a page links to, from Vite's manifest. */
export interface DocumentAssets {
  /** The page loader (page-loader.ts), which the page bootstrap adds once the page has painted. */
  entry: string;
  /** The app entry, which the page loader imports (entry-client.tsx). */
  app: string;
  stylesheets: string[];
  /**
   * Scripts fetched at once, beside the document (`modulepreload`): only in the staff area's shell, which
   * has no painted page to keep the network free for, so the page loader, the app and everything it imports
   * arrive together instead of one after another.
   */
  modulePreloads?: string[];
}

/** What the page was rendered with, kept in the page so the client renders the same document. */
export interface DocumentData {
  config: RuntimeConfig;
  assets: DocumentAssets;
  /** Data the page was rendered with at request time (see useInitialData). */
  initialData?: InitialData;
  /** JSON-LD the page puts in <head> (see useStructuredData), so crawlers find it without scripts. */
  structuredData?: StructuredDataBlocks;
}

export { DOCUMENT_DATA_ID };

interface DocumentProps {
  data: DocumentData;
  /** The title of a page rendered without a route (the SPA shell); a route's page renders its own. */
  shellTitle?: string;
  children?: ReactNode;
}

/**
 * The whole HTML document, rendered by React on the server and hydrated as a whole in the browser.
 * Pages render their <title> and <meta> tags where they are; React places them in <head> on the server
 * and adopts them in the browser, so the head always carries them.
 */
export function Document({ data, shellTitle, children }: DocumentProps) {
  return (
    <StructuredDataProvider initial={data.structuredData}>
      <InitialDataProvider data={data.initialData}>
        <html lang="en-AU">
          <head>
            <meta charSet="UTF-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1.0" />
            {shellTitle !== undefined && <title data-shell-title="">{shellTitle}</title>}
            {/* Without an icon link, browsers ask for /favicon.ico, which the site does not have (a 404). */}
            <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
            {data.assets.stylesheets.map((href) => (
              <link key={href} rel="stylesheet" href={href} />
            ))}
            {data.assets.modulePreloads?.map((href) => (
              <link key={href} rel="modulepreload" href={href} />
            ))}
            <StructuredDataScripts />
          </head>
          <body>
            <div id="root">{children}</div>
            <script type="application/json" id={DOCUMENT_DATA_ID} dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
          </body>
        </html>
      </InitialDataProvider>
    </StructuredDataProvider>
  );
}
