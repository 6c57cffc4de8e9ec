import { PROFILE_IMAGE_FILE_RULE } from "@events/contract";
import { inArray } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.js";
import { participants } from "../db/schema.js";
import { publicUpload } from "../files/upload-rules.js";
import { MEDIA_URL_PREFIX } from "../files/upload-store.js";

const PERSON_PHOTOS_FOLDER = "person-photos";

/**
 * A person's photo set in their app: the participants' profile image rule, in a folder of its
 * own, as one file serves every participant row of the person (all their events).
 */
export const PERSON_PHOTO_UPLOAD = publicUpload(PROFILE_IMAGE_FILE_RULE, PERSON_PHOTOS_FOLDER);

const PERSON_PHOTO_PREFIX = `${MEDIA_URL_PREFIX}${PERSON_PHOTOS_FOLDER}/`;

/**
 * Of the files a change let go of, those free to remove after it commits: all but the person
 * photos that a participant row still names. Any other file belongs to the one row that named
 * it, so only photos are looked up (no index serves that, and they are few). Asked once the change
 * has let go of them, in its transaction: no row ever takes a photo another row holds (each upload
 * is a new file), so the answer stays true after the commit.
 */
export async function filesFreeToRemove(
  executor: Database | Transaction,
  references: readonly (string | null)[],
): Promise<string[]> {
  const files = [...new Set(references.filter((reference) => reference !== null))];
  const photos = files.filter((file) => file.startsWith(PERSON_PHOTO_PREFIX));
  if (photos.length === 0) return files;
  const named = await executor
    .selectDistinct({ profile_image: participants.profile_image })
    .from(participants)
    .where(inArray(participants.profile_image, photos));
  const stillNamed = new Set(named.map((row) => row.profile_image));
  return files.filter((file) => !stillNamed.has(file));
}
