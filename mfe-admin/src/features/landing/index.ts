/** The editors' start pages („Startseiten“): landing and marketplace start page lists ordered by drag and drop. */
export { LANDING_HOME } from './lib/paths';
export { landingMessages } from './messages';
