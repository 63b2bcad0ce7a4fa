/** „Navigation & Rechtstexte“: menus, footer, cookie texts (with the consent question) and the legal pages. Route in `Area.tsx`. */
export { SITE_HOME } from './lib/paths';
export { siteMessages } from './messages';
