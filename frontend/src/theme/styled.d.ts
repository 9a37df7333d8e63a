import 'styled-components';
import type { AppTheme } from './theme';

declare module 'styled-components' {
  // Declaration merging needs an interface; the theme object stays the single source of truth.
  export interface DefaultTheme extends AppTheme {}
}
