/**
 * The length of a number's country code, read from its first digits: the ITU's codes are
 * prefix-free, with 1 (North America) and 7 the only one-digit codes and these the two-digit
 * ones (20 Egypt ... 39 Italy ... 98 Iran); every other code has three digits.
 */
const COUNTRY_CODE = /^(?:[17]|2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58]|\d{3})/;

/** An Italian mobile: 39, then 3 and nine digits (a few older lines have eight). */
const ITALIAN_MOBILE = /^39(3\d\d)(\d{3})(\d{3,4})$/;

/** '2079460958' -> '207 946 0958': threes from the left, never a lone digit at the end. */
function groups(digits: string): string {
  const parts = digits.match(/\d{1,3}/g) ?? [];
  if (parts.length > 1 && parts[parts.length - 1].length === 1) {
    const last = parts.pop() ?? '';
    parts[parts.length - 1] += last;
  }
  return parts.join(' ');
}

/**
 * '393331234567' -> '+39 333 123 4567': a number given with its country code (the API's
 * digits, or already written with '+' and spaces) in the international form people read and
 * dial. Every digit is kept; text without digits comes back unchanged.
 */
export function formatPhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return phone;
  const mobile = ITALIAN_MOBILE.exec(digits);
  if (mobile) return `+39 ${mobile[1]} ${mobile[2]} ${mobile[3]}`;
  const country = COUNTRY_CODE.exec(digits)?.[0] ?? digits;
  const national = digits.slice(country.length);
  return national === '' ? `+${country}` : `+${country} ${groups(national)}`;
}
