// Before the page paints (inline in <head>: first-language-plugin.ts): the language a visit starts in, as
// lib/site-languages.ts initialLanguage decides it (the visitor's choice in localStorage
// i18nextLng, else the first of the browser's languages the site has, else English; a test keeps
// the two agreeing). A page prerendered in English is held back (styles.css, data-language-pending)
// under the visit's lang and dir until the app renders it in that language: no English first.
(function () {
  var site = ['en', 'he', 'ar'];
  function siteLanguageOf(code) {
    var base = String(code || '').toLowerCase().split('-')[0];
    return site.indexOf(base) >= 0 ? base : null;
  }
  var language;
  try {
    language = siteLanguageOf(localStorage.getItem('i18nextLng'));
  } catch {
    // Storage may be disabled: the browser's languages decide.
    language = null;
  }
  var browser = navigator.languages && navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  for (var i = 0; !language && i < browser.length; i++) language = siteLanguageOf(browser[i]);
  if (!language || language === 'en') return;
  var root = document.documentElement;
  root.lang = language;
  root.dir = 'rtl';
  root.setAttribute('data-language-pending', '');
})();
