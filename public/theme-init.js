// Applies the stored theme before the app boots (no flash of the wrong theme).
(function () {
  try {
    var stored = localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') document.documentElement.setAttribute('data-theme', stored);
  } catch { /* storage blocked: keep the default */ }
})();
