/** Interface text of this feature; English must have exactly the same keys. */
const it = {
  pageTitle: '',
};

const en: typeof it = {
  pageTitle: '',
};

export const teamMessages = { it, en };
