import type { DomainModule } from '../types';
import routes from './routes';

import { deleteUserFavourites } from './service';

export const favouriteModule: DomainModule = {
  name: 'favourite',
  routes,
  eraseUser: (tx, user) => deleteUserFavourites(tx, user.id),
};
