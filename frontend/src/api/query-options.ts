// TanStack Query options for the parts of the site that write (booking flow, admin area).
// Importing ./client first binds the generated client to the app's axios instance, as
// ./index does for the SDK.
import './client';

export * from './generated/@tanstack/react-query.gen';
