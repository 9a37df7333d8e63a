/**
 * Opened in the click itself, before the WhatsApp link is known: popup blockers let a window
 * through only while the click is being handled. Null when the browser refused it.
 */
export function openPendingWindow(message: string): Window | null {
  const pending = window.open('', '_blank');
  if (!pending) return null;
  try {
    // The chat must not be able to reach back into this page.
    pending.opener = null;
    pending.document.title = message;
    pending.document.body.textContent = message;
  } catch {
    // A window of another origin already: it still takes the address.
  }
  return pending;
}

/** Whether the text reached the clipboard (it needs a secure page and the browser's consent). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The booking page lives outside this part of the site: a full page load. */
export function goToBookingPage(url: string): void {
  window.location.assign(url);
}
