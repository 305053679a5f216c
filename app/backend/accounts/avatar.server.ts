import { MAX_PHOTO_BYTES } from "../media/galleries.server.ts";
import { checkPhoto, imagePath, putVariants, resizeToWidths } from "../media/images.server.ts";

/**
 * A signed-in user's avatar (issue 15, decision 029): one photo, checked by its bytes like a
 * gallery's, cropped to its middle square and stored at AVATAR_SIZES (never enlarged) in R2 under
 * `avatars/`. `auth_user.image` holds the largest variant's path; the others share its random id.
 * Replacing deletes the old objects; so does removing it, and deleting the account.
 */
export const AVATAR_SIZES = [96, 192] as const;

const OUR_AVATAR = /^\/cricket-images\/(avatars\/[0-9a-f-]{36})-\d{2,4}\.jpg$/;

/** The R2 prefix of an avatar this site stored (`avatars/{uuid}`), or null for none or another site's picture (e.g. Google's). */
export const avatarPrefix = (image: string | null | undefined): string | null => (image ? (OUR_AVATAR.exec(image)?.[1] ?? null) : null);

/** The avatar's sizes for srcset, narrowest first, or null when the image is not one this site stored. */
export function avatarSources(image: string | null | undefined): { src: string; width: number }[] | null {
  const prefix = avatarPrefix(image);
  if (!prefix) return null;
  const largest = Number(/-(\d+)\.jpg$/.exec(image!)![1]);
  const widths = [...AVATAR_SIZES.filter((w) => w < largest), largest];
  return widths.map((w) => ({ src: imagePath(`${prefix}-${w}.jpg`), width: w }));
}

/** Deletes every object of the avatar at this image path (nothing for another site's picture). */
export async function removeAvatarObjects(bucket: R2Bucket, image: string | null | undefined): Promise<void> {
  const prefix = avatarPrefix(image);
  if (!prefix) return;
  const listed = await bucket.list({ prefix: `${prefix}-` });
  const keys = listed.objects.map((o) => o.key);
  if (keys.length > 0) await bucket.delete(keys);
}

/**
 * Stores a new avatar for the user and removes the old one's objects. Throws UploadError (nothing
 * stored) for a file that is not a JPEG, PNG, WebP or GIF, is too large or does not decode.
 */
export async function setAvatar(env: Env, userId: string, file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  checkPhoto(bytes, file.name, MAX_PHOTO_BYTES);
  const encoded = await resizeToWidths(bytes, AVATAR_SIZES, file.name, true);
  const variants = await putVariants(env.FILES, "avatars", encoded);
  const image = imagePath(variants.at(-1)!.key);
  let old: string | null = null;
  try {
    const before = await env.DB.prepare("SELECT image FROM auth_user WHERE id = ?").bind(userId).first<{ image: string | null }>();
    if (!before) throw new Error("no such user");
    old = before.image;
    await env.DB.prepare("UPDATE auth_user SET image = ? WHERE id = ?").bind(image, userId).run();
  } catch (error) {
    await env.FILES.delete(variants.map((v) => v.key)).catch(() => {});
    throw error;
  }
  if (old !== image) await removeAvatarObjects(env.FILES, old);
  return image;
}

/** Removes the user's avatar (the initial shows again). */
export async function clearAvatar(env: Env, userId: string): Promise<void> {
  const row = await env.DB.prepare("SELECT image FROM auth_user WHERE id = ?").bind(userId).first<{ image: string | null }>();
  await env.DB.prepare("UPDATE auth_user SET image = NULL WHERE id = ?").bind(userId).run();
  await removeAvatarObjects(env.FILES, row?.image);
}
