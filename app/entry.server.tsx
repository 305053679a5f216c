/**
 * React Router's default server entry for web streams (@react-router/dev's entry.server.web.tsx),
 * with two additions: the Content-Security-Policy nonce of the response (workers/app.ts makes it),
 * which React's own inline scripts, React Router's (<Scripts>, <ScrollRestoration>, <Links>,
 * streamed loader data) and the root's (app/shell/nonce.ts) all carry; and a Content-Type on HEAD
 * answers. As before, bots (and curl, HeadlessChrome: isbot) get the page when it is fully
 * rendered; everyone else a stream.
 */
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { nonceContext } from "./context.server.ts";
import { NonceContext } from "./shell/nonce.ts";
import { onlySourceOutages, recordRouteError } from "./shell/source-outage.ts";

export const streamTimeout = 5_000;

/**
 * Route errors, before React Router replaces them with "Unexpected Server Error" for the page:
 * logged as its default does, and noted for this request (a source outage makes the page a 503).
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: unknown }) {
  if (request.signal.aborted) return;
  recordRouteError(context, error);
  console.error(error);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A page that failed only because its source could not answer is an honest 503, never a 500 (issue 32).
  if (responseStatusCode === 500 && onlySourceOutages(loadContext)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "30");
  }
  // https://httpwg.org/specs/rfc9110.html#HEAD. The content type a GET would have (the default entry
  // sends none): the Worker gives an HTML answer its page policy (workers/security-headers.ts).
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html");
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  const nonce = loadContext.get(nonceContext);
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");

  const body = await renderToReadableStream(
    <NonceContext value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Log streaming rendering errors from inside the shell. Don't log errors encountered
        // during initial shell rendering since they'll reject and get logged in handleDocumentRequest.
        if (shellRendered) {
          console.error(error);
        }
      },
    },
  );
  shellRendered = true;

  // Ensure requests from bots and SPA Mode renders wait for all content to load before responding
  // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
