// Paints the brand before the framework runs (a classic script in <head>, external because the
// CSP forbids inline script): the player's stored light/dark choice, else the brand's default
// mode, in the brand's colours.
// - Repeat visit: the colours (and logo) the site kept from the last visit (localStorage
//   `brandPaint`, written by src/theme/firstPaint.ts), applied at once, no network.
// - First visit: the brand's compiled colours as a stylesheet (/brands/<code>/theme.css) that
//   blocks rendering until it is in: it arrives long before the framework, and without it a light
//   brand would first paint dark. The merchant comes from the address by src/boot/resolveMerchant.ts's
//   rules; `npm run build` writes the brands' domains and codes below (scripts/publish-brands.mjs).
(function () {
  var BRANDS = { domains: {}, codes: [], fallback: '', first: {} }; // brands: written by publish-brands
  var BOOT = { calls: [], home: [], fallbackLanguage: '' }; // boot calls: written by publish-brands
  var STRINGS = { first: {}, brandLocales: {} }; // first-paint strings: written by publish-brands
  var FRAME = ''; // the frame chunk: written by publish-brands
  var root = document.documentElement;
  var COLOUR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([0-9.,%\s/deg]+\))$/i;
  function storage(kind) {
    try {
      return window[kind];
    } catch {
      return null; // storage blocked: nothing kept, nothing read
    }
  }
  function read(kind, key) {
    try {
      var s = storage(kind);
      return s ? s.getItem(key) : null;
    } catch {
      return null;
    }
  }
  function merchant() {
    var asked = new window.URLSearchParams(window.location.search).get('merchant');
    if (asked !== null) return BRANDS.codes.indexOf(asked) >= 0 ? asked : null;
    var host = window.location.hostname.toLowerCase();
    if (BRANDS.domains[host]) return BRANDS.domains[host];
    var label = host.split('.')[0];
    if (host.indexOf('.') >= 0 && BRANDS.codes.indexOf(label) >= 0) return label;
    var stored = read('sessionStorage', 'merchantCode');
    if (stored && BRANDS.codes.indexOf(stored) >= 0) return stored;
    // a named host this build does not know (a brand published since): no guess, no other brand's colours
    return host.indexOf('.') < 0 ? BRANDS.fallback || null : null;
  }
  var stored = read('localStorage', 'theme');
  var choice = stored === 'light' || stored === 'dark' ? stored : null;
  var code = merchant();
  var kept;
  try {
    kept = JSON.parse(read('localStorage', 'brandPaint') || 'null');
  } catch {
    kept = null; // not ours, or damaged: painted from theme.css instead
  }
  // a build without the brands' list (npm run dev) trusts the kept brand unless the address names another
  var keptFits = kept && typeof kept === 'object' && typeof kept.code === 'string' && (code ? kept.code === code : !new window.URLSearchParams(window.location.search).has('merchant'));
  var mode = choice || (keptFits && (kept.mode === 'light' || kept.mode === 'dark') ? kept.mode : null);
  if (mode) root.setAttribute('data-theme', mode);
  var colours = keptFits && mode && kept.colors && kept.colors[mode];
  if (colours && typeof colours === 'object') {
    for (var key in colours) {
      var value = colours[key];
      if (/^[a-zA-Z]+$/.test(key) && typeof value === 'string' && COLOUR.test(value)) {
        root.style.setProperty('--color-' + key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(), value);
      }
    }
    root.style.colorScheme = mode;
    var logo = kept.logo && kept.logo[mode];
    // the header's logo: requested now rather than once the header renders (same-origin paths only)
    if (typeof logo === 'string' && /^\/[^/\\]/.test(logo)) {
      var preload = document.createElement('link');
      preload.rel = 'preload';
      preload.as = 'image';
      preload.href = logo;
      document.head.appendChild(preload);
    }
  } else if (code) {
    var sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = '/brands/' + encodeURIComponent(code) + '/theme.css';
    sheet.setAttribute('blocking', 'render');
    document.head.appendChild(sheet);
  }
  // The brand's name on its colours until the site's first screen is in (index.html's style shows
  // it; src/theme/firstPaint.ts takes it away): the first thing a player reads, long before the
  // framework has run on a slow phone. Text in an attribute, shown by CSS `content`: never markup.
  var facts = code && BRANDS.first && Object.prototype.hasOwnProperty.call(BRANDS.first, code) ? BRANDS.first[code] : null;
  var brandName = facts && typeof facts.name === 'string' ? facts.name : keptFits && typeof kept.name === 'string' ? kept.name : '';
  brandName = brandName.trim().slice(0, 80);
  if (brandName) root.setAttribute('data-boot-name', brandName);
  // The brand's documents and the platform's boot calls, asked for now while the framework
  // downloads, not once it has run: src/boot/loadBrand.ts takes these replies
  // (window.__bootDocuments) once the brands' index confirms the merchant, and reads a call's
  // reply only if it would have asked that very address (src/contract/bootCalls.ts). A build
  // without the brands' list asks nothing early.
  if (code && BRANDS.codes.length > 0 && typeof window.fetch === 'function') {
    var early = function (path, init) {
      return window.fetch(path, init || { cache: 'no-store' }).catch(function () {
        return null; // loadBrand asks again, and reports what that finds
      });
    };
    var base = '/brands/' + encodeURIComponent(code) + '/';
    var storedLanguage = read('localStorage', 'lang');
    // The first-paint strings in the player's language (src/i18n/index.ts's choice: the stored
    // language if the brand has it, else the brand's default), asked for now for a returning
    // player and once the manifest names the brand's languages on a first visit, not once the
    // framework has read it: the site then imports the same module and fetches the same file.
    var preloaded = {};
    var preloadStrings = function (lng) {
      if (preloaded[lng]) return;
      preloaded[lng] = true;
      var own = Object.prototype.hasOwnProperty;
      var links = [{ rel: 'modulepreload', href: own.call(STRINGS.first, lng) ? STRINGS.first[lng] : null }];
      var brandFiles = own.call(STRINGS.brandLocales, code) ? STRINGS.brandLocales[code] : null;
      if (brandFiles && brandFiles.indexOf(lng) >= 0) links.push({ rel: 'preload', href: base + 'locales/' + lng + '.json', as: 'fetch' });
      links.forEach(function (l) {
        if (!l.href) return;
        var link = document.createElement('link');
        link.rel = l.rel;
        link.href = l.href;
        if (l.as) {
          link.setAttribute('as', l.as);
          link.setAttribute('crossorigin', 'anonymous'); // what fetch() asks with, or the preload is not used
        }
        document.head.appendChild(link);
      });
    };
    if (storedLanguage) preloadStrings(storedLanguage.toLowerCase());
    var values = { merchant: code, host: window.location.host, language: storedLanguage !== null ? storedLanguage : BOOT.fallbackLanguage };
    var fill = function (text, given) {
      return String(text).replace(/\{(merchant|host|language)\}/g, function (_, name) {
        return (given || values)[name];
      });
    };
    var calls = {};
    BOOT.calls.forEach(function (call) {
      var query = new window.URLSearchParams();
      for (var name in call.params) {
        var value = fill(call.params[name]);
        if (value !== '') query.set(name, value);
      }
      var url = call.path + (query.toString() ? '?' + query.toString() : '');
      var headers = {};
      for (var header in call.headers) headers[header] = fill(call.headers[header]);
      calls[url] = early(url, { method: call.method, headers: headers, cache: 'no-store' });
    });
    var home = {};
    var manifest = early(base + 'brand.json');
    // What the strings and the home's first calls need of brand.json (its languages, merchant code
    // and landing): as the build published it (BRANDS.first), at once; else from brand.json's reply.
    var startFirst = function (doc) {
      var languages = doc && doc.languages;
      if (!languages || !Array.isArray(languages.supported)) return;
      var supported = languages.supported.filter(function (c) {
        return typeof c === 'string';
      });
      var fallback = typeof languages.default === 'string' && supported.indexOf(languages.default) >= 0 ? languages.default : supported[0];
      var asked = storedLanguage ? storedLanguage.toUpperCase() : null;
      if (!fallback) return;
      var language = asked && supported.indexOf(asked) >= 0 ? asked : fallback;
      preloadStrings(language.toLowerCase());
      // A visitor's first data (src/contract/bootCalls.ts HOME_CALLS): the announcements on every
      // page, the hot games on the home page of a brand open to visitors. A session's calls carry
      // its token, which this script never sends. The site takes a reply only for the very
      // request it would make.
      var session = read('sessionStorage', 'token') || new window.URLSearchParams(window.location.search).get('token');
      // The left bar, banner strip and home page's chunk (src/layout/AppLayout.tsx), fetched now
      // beside the shell on every page that shows them: all but a logged-in-only brand's pages
      // for its visitors (its log-in landing shows none of them). main.tsx imports it at once when
      // it finds this link.
      if (FRAME && (session || doc.loginedToHomePage !== true)) {
        var frame = document.createElement('link');
        frame.rel = 'modulepreload';
        frame.href = FRAME;
        frame.setAttribute('data-frame', '');
        document.head.appendChild(frame);
      }
      if (session) return;
      var onHome = window.location.pathname === '/' && doc.loginedToHomePage !== true;
      // the merchant code the API client sends once boot has read the brand: the manifest's own
      var given = { merchant: typeof doc.merchantCode === 'string' && doc.merchantCode ? doc.merchantCode : code, language: language };
      BOOT.home.forEach(function (call) {
        if (!call.everyPage && !onHome) return;
        var text;
        if (call.body) {
          var body = {};
          for (var key in call.body) body[key] = typeof call.body[key] === 'string' ? fill(call.body[key], given) : call.body[key];
          text = JSON.stringify(body);
        }
        var headers = {};
        for (var header in call.headers) headers[header] = fill(call.headers[header], given);
        home[call.method + ' ' + call.url + ' ' + (text === undefined ? '' : text)] = early(call.url, { method: call.method, headers: headers, body: text, cache: 'no-store' });
      });
    };
    // a brand.json changed since the build only costs requests the site does not use: it takes an
    // early reply only for the very request it makes, and preloads nothing it does not import
    var started = (facts ? Promise.resolve(facts) : manifest.then(function (r) {
      return r && r.ok ? r.clone().json() : null; // a copy: boot reads the reply itself
    })).then(startFirst);
    started.catch(function () {
      return null; // odd facts start nothing: boot fetches the strings as before
    });
    window.__bootDocuments = { code: code, index: early('/brands/index.json'), manifest: manifest, theme: early(base + 'theme.json'), calls: calls, home: home };
  }
})();
