/** Types styled-components' `theme` prop as the Marktplatz theme in every package that imports the library. */
import type { MarktplatzTheme } from './themes';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends MarktplatzTheme {}
}

export type { MarktplatzTheme };
