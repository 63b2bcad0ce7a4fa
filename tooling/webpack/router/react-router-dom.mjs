// The `react-router-dom` of the shared scope: whatever the shared `react-router` holds (router/react-router.mjs),
// taken from it, so the page has one router instance.
export * from 'react-router';
