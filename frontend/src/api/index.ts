// Features import the SDK from here: re-exporting ./client first guarantees the generated
// client is bound to the app's axios instance before any request is made.
export { apiAxios, setAdminTokenReader } from './client';
export * from './generated';
