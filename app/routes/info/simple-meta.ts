import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../../shell/page-meta.ts";

/** The head of a small info page (careers, apps, languages, No Data): a WebPage. */
export function infoPageMeta(title: string, description: string, url: string | undefined): MetaDescriptor[] {
  return pageMeta({ title: `${title} | Cricket Edge`, description, url: url ?? "", jsonLd: { "@type": "WebPage", name: title, url } });
}

/** The page's absolute address, for its canonical link. */
export const pageUrl = (request: Request) => {
  const url = new URL(request.url);
  return url.origin + url.pathname;
};
