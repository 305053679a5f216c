import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { FloatingButtons } from "./shell/FloatingButtons.tsx";
import { MaintenanceScreen } from "./shell/Maintenance.tsx";
import { MatchStrip } from "./shell/MatchStrip.tsx";
import { showsMatchStrip, showsSecondaryNav } from "./shell/nav.ts";
import { SecondaryNav } from "./shell/SecondaryNav.tsx";
import { SiteFooter } from "./shell/SiteFooter.tsx";
import { SiteHeader } from "./shell/SiteHeader.tsx";
import { TickerProvider } from "./shell/ticker.tsx";
import { workerContext } from "./context.server.ts";
import enhancers from "virtual:enhancers";
import { enhancerOf } from "./enhance/page-handle.ts";
import { enhanceShell } from "./enhance/shell.ts";
import { useNonce } from "./shell/nonce.ts";
import { useEffect } from "react";
import { maintenanceHeaders, settingsContext, siteMiddleware } from "./shell/site-middleware.server.ts";
import { analyticsId, DEFAULT_MAINTENANCE_MESSAGE, isMaintenanceNotice } from "./backend/site/public.ts";
import { loadShell, type ShellData } from "./shell/shell.server.ts";
import { ImportNotice } from "./shell/ImportNotice.tsx";
import stylesHref from "./app.css?url";
import shellStylesHref from "./shell/shell.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "stylesheet", href: shellStylesHref },
];

/**
 * The head of the error screens (a failed route's own meta is not rendered): a title and a
 * description say what happened. Other pages' heads are their routes' own (app/shell/page-meta.ts).
 */
export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  if (isRouteErrorResponse(error) && isMaintenanceNotice(error.data))
    return [
      { title: error.data.companyName || "Cricket Edge" },
      { name: "description", content: error.data.message || DEFAULT_MAINTENANCE_MESSAGE },
    ];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, description] =
    status === 404
      ? [
          "Page not found",
          "There is no page at this address on Cricket Edge. Live scores, schedules and scorecards start from the home page.",
        ]
      : status < 500
        ? ["Bad request", "Cricket Edge could not read this address. Live scores, schedules and scorecards start from the home page."]
        : ["Something went wrong", "Cricket Edge could not show this page just now. Try again in a moment."];
  return [{ title: `${title} | Cricket Edge` }, { name: "description", content: description }];
}

export const middleware: Route.MiddlewareFunction[] = [maintenanceHeaders, siteMiddleware];

/** Settings, header menus and the match strip: the shell of every page. */
export async function loader({ context }: Route.LoaderArgs): Promise<ShellData> {
  const { env, ctx } = context.get(workerContext);
  return loadShell(env, ctx, context.get(settingsContext));
}

/**
 * The shell's data does not change with the page: it is read with the document, again after a
 * form is sent (the admin area changes settings), and kept current between by the ticker.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<ShellData>("root");
  const error = useRouteError();
  const { pathname } = useLocation();
  // Unhydrated pages (a match page) get their small script instead of the React Router runtime.
  const enhancer = enhancerOf(useMatches().map((match) => match.handle));
  // Inline scripts (React Router's, on hydrated pages) carry the response's CSP nonce
  // (workers/security-headers.ts); public pages have none, only script files of this origin.
  const nonce = useNonce();
  // Hydrated pages: the shell's behaviour is the same script the unhydrated pages load.
  useEffect(() => enhanceShell(document), []);
  const maintenance = isRouteErrorResponse(error) && isMaintenanceNotice(error.data) ? error.data : null;
  const settings = shell?.settings;
  const favicon = maintenance?.favicon || settings?.favicon || "/favicon.svg";
  const analytics = settings && !maintenance ? analyticsId(settings) : null;
  return (
    <html lang="en" id="top">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href={favicon} />
        <Meta />
        {/* Stylesheets and module preloads need no nonce ('self' allows them). An empty one keeps React
            Router from adding the page's, which hydration would find different in the browser. */}
        <Links nonce="" />
        {analytics && (
          <>
            {/* Google's loader and its configuration, both files: public pages carry no inline script. */}
            <script async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analytics)}`} />
            <script defer src="/analytics.js" data-measurement-id={analytics} />
          </>
        )}
      </head>
      <body>
        {maintenance ? (
          children
        ) : (
          <TickerProvider>
            <a className="skip-link" href="#content">
              Skip to content
            </a>
            <SiteHeader shell={shell} />
            {shell && showsMatchStrip(pathname) && <MatchStrip strip={shell.strip} />}
            <ImportNotice importing={shell?.importing} />
            {showsSecondaryNav(pathname) && <SecondaryNav />}
            <main className="page" id="content">
              {children}
            </main>
            <SiteFooter settings={settings} />
            <FloatingButtons settings={settings} />
          </TickerProvider>
        )}
        {enhancer ? (
          // No nonce: 'self' allows the page's one script file, so every reader can get the same bytes (workers/page-cache.ts).
          <script type="module" src={enhancers[enhancer]} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The spec's default error screen, with the real status code; the maintenance screen in maintenance mode. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && isMaintenanceNotice(error.data)) {
    return <MaintenanceScreen message={error.data.message} name={error.data.companyName} />;
  }
  let detail = "Something went wrong";
  if (isRouteErrorResponse(error))
    detail = `${error.status} ${typeof error.data === "string" && error.data ? error.data : error.statusText}`;
  else if (error instanceof Error && import.meta.env.DEV) detail = error.message;
  return (
    <section className="error-screen">
      <h1>Unexpected Application Error!</h1>
      <p>{detail}</p>
    </section>
  );
}
