import { createContext, data, type MiddlewareFunction } from "react-router";
import { currentSettings, DEFAULT_SETTINGS, type SiteSettings } from "../backend/site/settings.server.ts";
import { workerContext } from "../context.server.ts";
import type { MaintenanceNotice } from "../backend/site/public.ts";

/** The site settings of this request, read once by the root middleware. */
export const settingsContext = createContext<SiteSettings>(DEFAULT_SETTINGS);

/** The admin area stays reachable in maintenance mode (its pages and their .data requests). */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(?:\.data$|\/|$)/.test(pathname);
}

/** Runs around siteMiddleware: the maintenance page tells crawlers and clients when to come back. */
export const maintenanceHeaders: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  if (response.status === 503 && context.get(settingsContext).maintenanceMode && !response.headers.has("Retry-After")) {
    response.headers.set("Retry-After", "300");
  }
  return response;
};

/**
 * Root middleware: reads the settings for the loaders, and in maintenance mode answers every page
 * but the admin area with 503 and the maintenance screen, before any loader runs.
 */
export const siteMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { env } = context.get(workerContext);
  let settings = DEFAULT_SETTINGS;
  try {
    settings = await currentSettings(env.DB);
  } catch (error) {
    console.error("site settings could not be read; using the defaults", error);
  }
  context.set(settingsContext, settings);
  if (settings.maintenanceMode && !isAdminPath(new URL(request.url).pathname)) {
    const notice: MaintenanceNotice = {
      maintenance: true,
      message: settings.maintenanceMessage,
      companyName: settings.companyName,
      favicon: settings.favicon,
    };
    throw data(notice, { status: 503 });
  }
  return next();
};
