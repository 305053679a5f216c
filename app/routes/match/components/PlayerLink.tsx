import { slugify } from "../../../cricket/slug.ts";

/** Player names link to /profiles/{id}/{name-with-dashes}; without an id or a name, plain text. */
export function PlayerLink({ player }: { player: { id?: string | null; name?: string | null } }) {
  if (!player.id || !player.name) return <>{player.name ?? ""}</>;
  return <a href={`/profiles/${player.id}/${slugify(player.name)}`}>{player.name}</a>;
}
