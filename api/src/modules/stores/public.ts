/**
 * What other modules may use of the stores: a visible provider by slug, its locations with opening hours and
 * open-now, a location's weekly hours and closed days of either kind (the food area's open-now, delivery hours and
 * delivery slots; rule `api-module-internals`). The opening-hours calculation itself is in `lib/opening-hours.ts`.
 */
export { type FoodFilter, type FoodSearchFacts, type ProviderSearchFood, registerProviderSearchFood } from './search';
export { listHolidays, locationHours, publicLocations, publicProvider, type PublicLocationDto } from './service';
export { hasStoreLocation, requestedAppointmentCount } from './provider-facts';
export { dayHoursSchema } from './schemas';
