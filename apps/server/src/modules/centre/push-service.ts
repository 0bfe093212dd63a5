import type { Db } from '../../db/client';
import { insertPush } from './repo';

export interface NewPush {
  title: string;
  content: string;
  link: string;
  /** Default: the database's now. */
  createdAt?: Date;
}

/**
 * Adds entries to a member's push list (/pages/mine/pushList) for other modules (price alerts), inside
 * the caller's transaction when it passes one, so the entry exists exactly when the event it tells of does.
 */
export class PushService {
  constructor(private readonly db: Db) {}

  async push(memberId: number, push: NewPush, tx: Db = this.db): Promise<number> {
    return insertPush(tx, { memberId, ...push });
  }
}
