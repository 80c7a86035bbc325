// A stand-in for the web build's page renderer (web/dist-server), so the service's own behaviour is
// tested without building the web app: it echoes what it was asked to render.
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');

exports.parseRuntimeConfig = (env) => ({ SITE_NAME: env.SITE_NAME || 'Test site' });

exports.renderInsightPage = async ({ type, slug, item }, { config, assets }) =>
  `<!DOCTYPE html><html><head><title>${escape(item ? item.title : 'not found')} | ${escape(config.SITE_NAME)}</title>` +
  `<script type="module" src="${escape(assets.entry)}"></script></head>` +
  `<body data-type="${escape(type)}" data-slug="${escape(slug)}">${item ? item.content : '<h1>not found</h1>'}</body></html>`;

exports.LISTING_PAGE_SIZE = 2;

// The first page it was given, as JSON in the page, so a test can compare it with the API's answer.
exports.renderInsightListing = async ({ type, firstPage }) =>
  `<!DOCTYPE html><html><head><title>${escape(type)} listing</title></head>` +
  `<body><script type="application/json" id="first-page">${escape(JSON.stringify(firstPage))}</script></body></html>`;

// A review page: the token and version it was given, and the body.
exports.renderReviewPage = async ({ token, item }) =>
  `<!DOCTYPE html><html><head><title>Draft for review: ${escape(item.title)}</title></head>` +
  `<body data-token="${escape(token)}" data-version="${escape(item.version)}"><h1>${escape(item.title)}</h1>${item.content}</body></html>`;
