import { API } from '@caixue/contract';
import type { MediaUrls } from '../../auth/media-urls';
import type { FileStorage } from '../../integrations/storage/storage';

/**
 * Pictures of homework answers. The client uploads them through the one checked upload, the chat
 * picture upload (API.live.upload: real picture formats, 5 MB, a name that says who uploaded it,
 * MediaUrls.uploadStem). An answer names those `/uploads/chat/YYYYMM/<stem>.<ext>` urls; only a
 * file this member uploaded is taken. Answers are private (the member and the course's teacher),
 * so the picture is copied to the gated area as `/media/homework/chat/…` (signed when handed out)
 * and its public copy is released.
 */

/** The gated folder of answer pictures. */
export const HOMEWORK_PICTURE_FOLDER = 'homework';

const UPLOAD_URL = new RegExp(`^${API.files.uploads}/(chat/\\d{6}/([0-9a-f]{32})\\.(?:png|jpg|gif|bmp))$`);

/** What an upload url becomes in an answer: its chat key and the gated path stored for it. */
export interface AnswerPicture {
  /** chat/YYYYMM/<name> in the public uploads. */
  uploadKey: string;
  /** homework/chat/YYYYMM/<name> in the gated media. */
  mediaKey: string;
  /** /media/homework/chat/YYYYMM/<name>: what the answer stores. */
  stored: string;
}

export interface ReleaseUpload {
  /** Deletes a chat upload's public copy unless a chat message still shows it. */
  releaseUpload(key: string): Promise<void>;
}

export class HomeworkPictures {
  constructor(
    private readonly deps: {
      /** Public storage (DATA_DIR/uploads), where the chat upload writes. */
      uploads: FileStorage;
      /** Gated storage (DATA_DIR/media). */
      media: FileStorage;
      mediaUrls: MediaUrls;
      release: ReleaseUpload;
    },
  ) {}

  /** The picture an upload url names when this member uploaded it through the chat upload; else null. */
  parse(url: string, memberId: number): AnswerPicture | null {
    const match = UPLOAD_URL.exec(url);
    if (!match) return null;
    const [, uploadKey, stem] = match;
    if (!this.deps.mediaUrls.uploadedBy(stem, memberId)) return null;
    const mediaKey = `${HOMEWORK_PICTURE_FOLDER}/${uploadKey}`;
    return { uploadKey, mediaKey, stored: this.deps.media.urlOf(mediaKey) };
  }

  /** Whether the upload is still there to take (or was already taken into the gated area). */
  async available(picture: AnswerPicture): Promise<boolean> {
    return (await this.deps.media.exists(picture.mediaKey)) || (await this.deps.uploads.exists(picture.uploadKey));
  }

  /** Copies the upload into the gated area (once); false when neither copy exists. */
  async take(picture: AnswerPicture): Promise<boolean> {
    const { uploads, media } = this.deps;
    if (await media.exists(picture.mediaKey)) return true;
    const bytes = await uploads.read(picture.uploadKey);
    if (bytes === null) return false;
    await media.put(picture.mediaKey, bytes, 'application/octet-stream');
    return true;
  }

  /** After the answer is stored: the public copy goes (unless a chat message shows it). */
  async release(picture: AnswerPicture): Promise<void> {
    await this.deps.release.releaseUpload(picture.uploadKey);
  }

  /** A stored picture as handed to its member or the course's teacher: signed. */
  sign(stored: string): string {
    return this.deps.mediaUrls.url(stored);
  }
}
