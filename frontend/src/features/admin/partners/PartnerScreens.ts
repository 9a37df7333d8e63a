// The partner screens travel together in a file of their own, fetched on the first visit to them.
export { PartnerScreen } from './PartnerScreen';
export { PartnersScreen } from './PartnersScreen';
