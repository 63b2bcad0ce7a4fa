/** The address of the start pages' screen in the back office. */
export const LANDING_HOME = '/admin/startseiten';
