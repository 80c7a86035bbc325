import './styles/index.css';
import { APP_START_FAILED } from './app/app-ready';
import { startApp } from './app/start-app';

/** The app, imported by the page loader (page-loader.ts) once the page has painted. */
startApp().catch((error: unknown) => {
  // The prerendered page stays readable and its links work; only its interactive parts are missing.
  console.error('The page could not start', error);
  document.dispatchEvent(new Event(APP_START_FAILED));
});
