import { StandaloneRoot } from '@marktplatz/shared';
import Area from './Area';
import { messages } from './messages';

/** The area on its own (standalone mode and single-spa lifecycles): own router, theme, auth, toaster and Apollo. */
export function AreaRoot() {
  return (
    <StandaloneRoot home={messages.home}>
      <Area />
    </StandaloneRoot>
  );
}
