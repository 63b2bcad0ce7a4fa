import { AreaPreview } from '@marktplatz/shared';
import { messages } from './messages';

/** The remote's name; the shell finds the area's root by `data-area`. */
export const REMOTE_NAME = 'mfe_food';

/** The area's routes (full paths), mounted by the shell under the area's URL prefixes. */
export default function Area() {
  return <AreaPreview remoteName={REMOTE_NAME} texts={messages} />;
}
