/**
 * The page's entry: as small as possible. The server's HTML is the page; the app only takes
 * it over. So the app's code is fetched once the page has loaded (its pictures included) and
 * been painted: on a slow connection the pictures and text come first, the code after.
 */
let started = false;

function startApp(): void {
  if (started) return;
  started = true;
  // A frame callback runs before that frame is painted; the one of the next frame runs once
  // the first has been, pictures included. Only then does the code's download begin, so that
  // it never competes with the page's largest picture.
  requestAnimationFrame(() => {
    requestAnimationFrame(() => {
      setTimeout(() => {
        void import('./start');
      }, 0);
    });
  });
}

/** A picture slow to arrive must not hold the page's buttons back for long. */
const LONGEST_WAIT_FOR_LOAD_MS = 3000;

if (document.readyState === 'complete') startApp();
else {
  window.addEventListener('load', startApp, { once: true });
  setTimeout(startApp, LONGEST_WAIT_FOR_LOAD_MS);
}
