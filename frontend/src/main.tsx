/**
 * The page's entry: as small as possible, so that the browser paints the server's HTML
 * before evaluating the app. Its code is already on its way (index.html preloads it); it
 * runs once the first frame is out.
 */
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./start');
  }, 0);
});
