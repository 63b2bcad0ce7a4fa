const { createConfig } = require('@marktplatz/tooling/webpack/factory.cjs');
const { frontEndSettings } = require('@marktplatz/tooling/env.cjs');

/**
 * The page's head start, an inline script that runs before the entry script has loaded: it sends the requests the
 * start needs at once — `/env.json` and `/remotes.json` (taken over by src/federation/startupRequests.ts) and, on
 * `/`, the landing data from the API the shell was built with (src/features/editorial/homepageEarly.ts; the
 * composed site's `/env.json` decides whether that answer counts). The window property names are those modules'.
 */
function headStartScript(apiBase) {
  const homepageUrl = JSON.stringify(`${String(apiBase).replace(/\/+$/, '')}/homepageData`).replace(/</g, '\\u003c');
  return (
    '<script>(function(){if(typeof fetch!=="function")return;' +
    'function send(u,o){var r=fetch(u,o);r.catch(function(){});return r}' +
    'window.__marktplatzStartupRequests={env:send("/env.json",{cache:"no-cache"}),remotes:send("/remotes.json",{cache:"no-cache"})};' +
    `if(location.pathname==="/"){var u=${homepageUrl};` +
    'window.__marktplatzHomepageRequest={url:u,response:send(u,{headers:{accept:"application/json"}})}}})();</script>'
  );
}

module.exports = (_env, argv) =>
  createConfig({
    name: 'shell',
    port: 3000,
    isHost: true,
    dirname: __dirname,
    title: 'Marktplatz',
    mode: argv.mode,
    headHtml: headStartScript(frontEndSettings().api.API_BASE),
  });
