import { InitialSchema1795329881859 } from './1795329881859-InitialSchema.js';
/** Every migration, oldest first. `npm run migration:generate -- <Name>` appends to this list. */
export const MIGRATIONS: Function[] = [InitialSchema1795329881859];
