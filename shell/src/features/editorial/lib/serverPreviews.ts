/**
 * What the production server writes into a page before any script has run, built from the shell's own code: the
 * landing hero and the news article's first view. The shell's production build emits this module for Node.js as
 * `dist/first-views.cjs` (shell/webpack.config.cjs); `scripts/first-answers.mjs` uses it.
 */
export { HERO_PREVIEW_ID, heroPreviewHtml } from './heroPreview';
export { NEWS_PREVIEW_ID, newsPostPreviewHtml } from './newsPreview';
