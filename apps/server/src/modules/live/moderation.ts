import { CODE, LIVE_TEXT } from '@caixue/contract';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { findMessageState, loadLiveMessages, setMessageStatus } from './message-repo';
import type { ChatPictures } from './chat-pictures';
import type { LivePublisher } from './publisher';
import { isRoomTeacher } from './repo';

/** A teacher of the room closes (hides) or reopens a message; the room hears it as a close/open event. */
export class ModerationService {
  constructor(private readonly deps: { db: Db; publisher: LivePublisher; pictures: ChatPictures }) {}

  async setStatus(memberId: number, id: number, status: 0 | 1): Promise<void> {
    const { db, publisher } = this.deps;
    const row = await findMessageState(db, id);
    if (!row) throw new BizError(CODE.notFound, LIVE_TEXT.messageNotFound);
    if (!(await isRoomTeacher(db, row.liveId, memberId))) throw new BizError(CODE.forbidden, LIVE_TEXT.notRoomTeacher);
    await setMessageStatus(db, id, status);
    const [loaded] = await loadLiveMessages(db, [id]);
    if (loaded) {
      const message = this.deps.pictures.sign(loaded);
      publisher.publish(row.liveId, status === 0 ? { type: 'close', status: 0, data: message } : { type: 'open', status: 1, data: message });
    }
  }
}
