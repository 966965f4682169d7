import { answerScript, startStandInServer, type StandInServer } from "./stand-in-server"

// A stand-in for gtag.js, whose host this network cannot reach. The static server maps the
// googletagmanager.com origin of the allowed proxy URL to http://localhost:9912 (its `upstreams`
// option); which URLs may be proxied, and the site's code path, stay the same.
//
// Like gtag.js it reads the worker's command queue (`dataLayer`) and every later push. It reports the
// commands it saw to the main thread in `<meta id="ga-stand-in" content="[...]">`: Partytown runs it in
// a web worker, where `document` is the page's, but globals such as `dataLayer` are the worker's own.

export const GTAG_STAND_IN_PORT = 9912

export const GTAG_ORIGIN = `https://www.googletagmanager.com`

/** The static server's `upstreams` for the tests: gtag.js's origin answered by this stand-in. */
export const GTAG_UPSTREAMS: Record<string, string> = {
  [GTAG_ORIGIN]: `http://localhost:${GTAG_STAND_IN_PORT}`,
}

export const GTAG_STAND_IN_SCRIPT = `(function () {
  var seen = [];
  var marker = document.createElement("meta");
  marker.id = "ga-stand-in";
  document.head.appendChild(marker);
  function report(command) {
    seen.push(String(command[0]) + (typeof command[1] === "string" ? " " + command[1] : ""));
    marker.setAttribute("content", JSON.stringify(seen));
  }
  dataLayer.forEach(report);
  var push = dataLayer.push;
  dataLayer.push = function () {
    for (var i = 0; i < arguments.length; i++) report(arguments[i]);
    return push.apply(dataLayer, arguments);
  };
})();`

export type GtagStandIn = StandInServer

export function startGtagStandIn(): Promise<GtagStandIn> {
  return startStandInServer(GTAG_STAND_IN_PORT, (request, response) =>
    answerScript(response, request.url?.startsWith(`/gtag/js?`) ? GTAG_STAND_IN_SCRIPT : undefined),
  )
}
