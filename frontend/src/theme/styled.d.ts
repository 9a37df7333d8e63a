import 'styled-components';
import type { AppTheme } from './theme';

declare module 'styled-components' {
  // Declaration merging needs an interface; the theme object stays the single source of truth.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
