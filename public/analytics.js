// Google Analytics 4's configuration snippet as a file (app/root.tsx): pages carry no inline script,
// so the Content-Security-Policy allows scripts by origin and every reader can get the same bytes.
(() => {
  const id = document.currentScript?.dataset.measurementId;
  if (!id) return;
  window.dataLayer = window.dataLayer || [];
  window.gtag = function gtag() {
    // gtag.js reads its commands as Arguments objects, as Google's snippet pushes them.
    // biome-ignore lint/complexity/noArguments: the shape gtag.js expects
    window.dataLayer.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", id);
})();
