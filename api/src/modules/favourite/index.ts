import type { DomainModule } from '../types';
import routes from './routes';

export { deleteUserFavourites } from './service';

export const favouriteModule: DomainModule = { name: 'favourite', routes };
