import { mountStandalone } from '@marktplatz/shared';
import { AreaRoot } from './AreaRoot';

// Standalone mode: the endpoints come from the build (.env); in the composed site the shell configures them.
mountStandalone(<AreaRoot />, __MARKTPLATZ_API__);
