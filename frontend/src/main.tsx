/**
 * The page's entry: as small as possible. The server's HTML is the page; the app only takes
 * it over. So the app's code is fetched once the page has loaded (its pictures included) and
 * been painted: on a slow connection the pictures and text come first, the code after.
 */
function startApp(): void {
  requestAnimationFrame(() => {
    setTimeout(() => {
      void import('./start');
    }, 0);
  });
}

if (document.readyState === 'complete') startApp();
else window.addEventListener('load', startApp, { once: true });
