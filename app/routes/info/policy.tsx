import { Suspense } from "react";
import { Await, type MetaDescriptor } from "react-router";
import { workerContext } from "../../context.server.ts";
import { adsForPage } from "../../backend/ads/ads.server.ts";
import { type PolicyKind, type PolicyVersion, publishedPolicy } from "../../backend/site/policies.server.ts";
import { sanitizePolicyHtml, textOf } from "../../backend/news/sanitize.server.ts";
import { AdSlot } from "../../shell/AdSlot.tsx";
import { type Settled, settle, valueOrPromise, within } from "../../shell/defer.ts";
import { pageMeta } from "../../shell/page-meta.ts";
import type { Route } from "./+types/policy";
import "./info.css";

/**
 * The privacy policy (/info/privacy) and the terms of use (/info/termsofuse): the latest published
 * version from the policy desk (/admin/policies), HTML sanitised when saved. docs/product/site-and-accounts.md#info-pages:
 * the loading, empty and error texts below.
 */

const PAGES = {
  privacy: {
    title: "Privacy Policy",
    loading: "Loading privacy policy...",
    failed: "Failed to fetch privacy policy",
    description: "How Cricket Edge collects, uses and protects your information.",
  },
  terms: {
    title: "Terms of Use",
    loading: "Loading terms and conditions...",
    failed: "Failed to fetch terms",
    description: "The terms that apply when you use Cricket Edge.",
  },
} as const satisfies Record<PolicyKind, Record<string, string>>;

/** docs/product/site-and-accounts.md#info-pages: the text when there is no content, on both pages. */
export const NO_POLICY = "No terms available.";
const BUDGET_MS = 1500;

type PolicyView = { version: number; html: string; publishedAt: number; summary: string } | null;

/** Stored HTML was sanitised when saved; it is sanitised again here, so a row written any other way cannot carry script. */
function view(policy: PolicyVersion | null): PolicyView {
  const html = policy ? sanitizePolicyHtml(policy.contentHtml) : "";
  if (!policy || !html) return null;
  return { version: policy.version, html, publishedAt: policy.publishedAt ?? policy.createdAt, summary: textOf(html).slice(0, 155) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(workerContext);
  const url = new URL(request.url);
  const kind: PolicyKind = url.pathname === "/info/privacy" ? "privacy" : "terms";
  const [policy, ads] = await Promise.all([
    within(settle(publishedPolicy(env.DB, kind).then(view)), BUDGET_MS),
    adsForPage(env.DB, url.pathname).catch(() => null),
  ]);
  const now = "now" in policy ? policy.now : null;
  return { kind, url: url.origin + url.pathname, policy: valueOrPromise(policy), summary: now?.ok ? now.value?.summary : undefined, ads };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  const page = PAGES[loaderData?.kind ?? "privacy"];
  return pageMeta({
    title: `${page.title} | Cricket Edge`,
    // The policy's own opening words when there are enough of them.
    description: (loaderData?.summary?.length ?? 0) >= 50 ? loaderData!.summary! : page.description,
    url: loaderData?.url ?? "",
    jsonLd: { "@type": "WebPage", name: page.title, url: loaderData?.url },
  });
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  const { kind, policy, ads } = loaderData;
  const page = PAGES[kind];
  return (
    <div className="info info--columns">
      <article className="info__main" aria-labelledby="policy-title">
        <h1 id="policy-title">{page.title}</h1>
        {policy instanceof Promise ? (
          <Suspense fallback={<p className="loading">{page.loading}</p>}>
            <Await resolve={policy}>{(result) => <PolicyText result={result} failed={page.failed} />}</Await>
          </Suspense>
        ) : (
          <PolicyText result={policy} failed={page.failed} />
        )}
      </article>
      <aside className="info__side">
        <AdSlot size="303x600" ads={ads?.["303x600"] ?? []} />
      </aside>
    </div>
  );
}

function PolicyText({ result, failed }: { result: Settled<PolicyView>; failed: string }) {
  if (!result.ok) {
    return (
      <p className="info__error" role="alert">
        Error: {failed}
      </p>
    );
  }
  if (!result.value) return <p className="empty">{NO_POLICY}</p>;
  const { html, version, publishedAt } = result.value;
  return (
    <>
      <p className="info__version">
        {`Version ${version}, published `}
        <time dateTime={new Date(publishedAt).toISOString()}>{new Date(publishedAt).toUTCString().slice(5, 16)}</time>
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved (app/backend/news/sanitize.server.ts) */}
      <div className="info__policy" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
