import type { DomainModule } from '../types';
import routes from './routes';

import { deleteUserFavourites } from './service';
import { exportUserFavourites } from './data-export';

export const favouriteModule: DomainModule = {
  name: 'favourite',
  routes,
  eraseUser: (tx, user) => deleteUserFavourites(tx, user.id),
  exportUser: (db, user) => exportUserFavourites(db, user),
};
