// Which pages are rendered on the server, and by which area (scripts/ssr/README.md). One line a page: the area's remote
// name and the path pattern; the area's server remote answers null for a page it does not render after all.

/**
 * The pages rendered on the server, by area (the shell's route table, shell/src/areaRoutes.json, names the area of
 * each path; an area's server remote answers null for pages it does not render).
 */
export const SERVER_RENDERED_PAGES = Object.freeze([
  { remote: 'mfe_shop', pattern: /^\/product\/[^/]+\/?$/ },
  { remote: 'mfe_shop', pattern: /^\/product-list\/?$/ },
  { remote: 'mfe_shop', pattern: /^\/product-search\/?$/ },
  { remote: 'mfe_stores', pattern: /^\/provider-detail\/[^/]+\/?$/ },
  { remote: 'mfe_stores', pattern: /^\/provider-search\/?$/ },
  { remote: 'mfe_leads', pattern: /^\/property-detail\/[^/]+\/?$/ },
  { remote: 'mfe_leads', pattern: /^\/properties\/?$/ },
  { remote: 'mfe_leads', pattern: /^\/finder\/?$/ },
  { remote: 'mfe_leads', pattern: /^\/(bauen-wohnen|living_worlds)\/?$/ },
  { remote: 'mfe_leads', pattern: /^\/world-category\/lead\/[^/]+\/?$/ },
  { remote: 'mfe_leads', pattern: /^\/world-category\/lead\/[^/]+\/[^/]+\/?$/ },
  { remote: 'mfe_food', pattern: /^\/food\/menu\/[^/]+\/?$/ },
  { remote: 'mfe_food', pattern: /^\/food-provider-search\/?$/ },
  { remote: 'mfe_food', pattern: /^\/food\/?$/ },
  { remote: 'mfe_account', pattern: /^\/login\/?$/ },
  { remote: 'mfe_account', pattern: /^\/register\/?$/ },
  { remote: 'mfe_chat', pattern: /^\/chat\/contact\/?$/ },
  // The shell's own pages, from its own server build (shell-server.mjs).
  // The landing page: exactly `/` (any other path is an area's or a page of its own).
  { remote: 'shell', pattern: /^\/$/ },
  { remote: 'shell', pattern: /^\/news\/?$/ },
  { remote: 'shell', pattern: /^\/news\/[^/]+\/?$/ },
  { remote: 'shell', pattern: /^\/become-a-provider\/?$/ },
]);
