/** The agency's coordinators, by first name; every generated departure gets two of them. */
export const COORDINATOR_NAMES = [
  'Giulia',
  'Marco',
  'Francesca',
  'Luca',
  'Chiara',
  'Alessandro',
  'Sara',
  'Matteo',
  'Elena',
  'Davide',
  'Valentina',
  'Simone',
  'Federica',
] as const;
