import './styles/index.css';
import { createRoot } from 'react-dom/client';
import { APP_START_FAILED } from './app/app-ready';
import type { DocumentData } from './app/document';
import { DOCUMENT_DATA_ID } from './app/document-data-id';
import { staffAppElement } from './app/staff/staff-app';
import { readBrowserRuntimeConfig } from './config/runtime-config';

/**
 * The staff area's app (served as staff.html under /admin), imported by the page loader as the public
 * pages' app is. It has a data router of its own, which the public pages do without (it would add to
 * every visitor's download).
 */
function startStaffApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The shell's placeholder title goes, or the page would have two once the app renders its own.
  document.querySelector('title[data-shell-title]')?.remove();
  // The settings the shell was built with; /config.js (loading beside this) brings the running ones.
  const json = document.getElementById(DOCUMENT_DATA_ID)?.textContent;
  const config = json ? (JSON.parse(json) as DocumentData).config : readBrowserRuntimeConfig();
  createRoot(container).render(staffAppElement(config));
}

try {
  startStaffApp();
} catch (error) {
  console.error('The staff area could not start', error);
  document.dispatchEvent(new Event(APP_START_FAILED));
}
