/** What other modules may use of the favourites: erasing a user's list (rule `api-module-internals`). */
export { deleteUserFavourites } from './service';
