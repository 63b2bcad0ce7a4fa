/** The address of „Navigation & Rechtstexte“ in the back office. */
export const SITE_HOME = '/admin/navigation';
