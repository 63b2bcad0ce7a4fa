/**
 * What other modules may use of the stores: a visible provider by slug, its locations with opening hours and
 * open-now, a location's weekly hours of either kind (the food area's open-now and delivery hours; rule
 * `api-module-internals`).
 */
export { berlinClock, openState, STORE_TIME_ZONE, type DayHours, type OpenState } from './open-now';
export { locationHours, publicLocations, publicProvider, type PublicLocationDto } from './service';
