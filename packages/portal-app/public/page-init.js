// Runs before the first paint (blocking, from the head). A visitor who chose a language
// (stored by the language switch under "language") and opens a page in the other one goes to
// its twin, named by the page's hreflang links, without the wrong language ever showing.
// Pages without twins (the user area) have no such links and follow the choice in the app.
(function () {
  try {
    var choice = localStorage.getItem('language');
    var root = document.documentElement;
    if ((choice !== 'en' && choice !== 'ko') || root.lang === choice) return;
    var twin = document.querySelector('link[rel="alternate"][hreflang="' + choice + '"]');
    if (!twin) return;
    var target = new URL(twin.getAttribute('href'), location.href).pathname + location.search + location.hash;
    root.style.visibility = 'hidden';
    location.replace(target);
  } catch (error) {
    // No storage (private mode, blocked): the page stays in its URL's language.
  }
})();
