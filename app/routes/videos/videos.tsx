import { Link, type MetaDescriptor } from "react-router";
import { workerContext } from "../../context.server.ts";
import { activeVideos, type Video } from "../../backend/media/videos.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import { withMatchLinks, type Linked } from "../../shell/video-links.server.ts";
import { pageMeta } from "../../shell/page-meta.ts";
import type { Route } from "./+types/videos";
import "./videos.css";

/**
 * Videos (/cricket-videos): the editors' videos (/admin/videos), the same list home's Featured
 * Videos reads; 'No Data Found' (docs/product/site-and-accounts.md#routes) when there are none. A video with a player address on
 * an allowed host plays here (the page's CSP allows frames from those hosts only); others link out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, ctx } = context.get(workerContext);
  const url = new URL(request.url);
  // A video leading to a match page links only when the match resolves (app/shell/video-links.server.ts).
  const videos = await withMatchLinks(cricketDataFor(env, ctx), await activeVideos(env.DB));
  return { url: url.origin + url.pathname, origin: url.origin, videos };
}

const absolute = (origin: string, href: string) => (href.startsWith("/") ? origin + href : href);

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  const videos = loaderData?.videos ?? [];
  const origin = loaderData?.origin ?? "";
  return pageMeta({
    title: "Cricket Videos | Cricket Edge",
    description: "Cricket videos picked by the Cricket Edge editors: match stories, highlights and interviews.",
    url: loaderData?.url ?? "",
    jsonLd: {
      "@type": "CollectionPage",
      name: "Cricket Videos",
      url: loaderData?.url,
      mainEntity: {
        "@type": "ItemList",
        itemListElement: videos.map((video, i) => ({
          "@type": "ListItem",
          position: i + 1,
          ...(video.watchUrl ? { url: absolute(origin, video.watchUrl) } : {}),
          name: video.title,
        })),
      },
    },
  });
}

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { videos } = loaderData;
  return (
    <section className="videos" aria-labelledby="videos-title">
      <h1 id="videos-title">Cricket Videos</h1>
      {videos.length === 0 ? (
        <p className="empty">No Data Found</p>
      ) : (
        <ul className="videos__grid">
          {videos.map((video) => (
            <li key={video.id} className="videos__card">
              <VideoCard video={video} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function VideoCard({ video }: { video: Linked<Video> }) {
  const watchUrl = video.watchUrl;
  const external = watchUrl !== null && !watchUrl.startsWith("/");
  const thumb = video.thumbnailUrl ? (
    <img src={video.thumbnailUrl} alt="" width="320" height="180" loading="lazy" />
  ) : (
    <span className="videos__play" />
  );
  return (
    <>
      {video.embedUrl ? (
        <iframe
          className="videos__player"
          src={video.embedUrl}
          title={video.title}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : watchUrl ? (
        <Link to={watchUrl} className="videos__thumb" rel={external ? "noopener" : undefined} tabIndex={-1} aria-hidden="true">
          {thumb}
        </Link>
      ) : (
        <span className="videos__thumb" aria-hidden="true">
          {thumb}
        </span>
      )}
      <div className="videos__text">
        {video.label && <span className="videos__label">{video.label}</span>}
        {watchUrl ? (
          <Link to={watchUrl} className="videos__title" rel={external ? "noopener" : undefined}>
            {video.title}
          </Link>
        ) : (
          <span className="videos__title">{video.title}</span>
        )}
      </div>
    </>
  );
}
