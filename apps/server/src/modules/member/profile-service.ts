import { ACCOUNT_TEXT, CODE, TEXT, checkPasswordChange, type MemberInfo, type ProfileField } from '@caixue/contract';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { SessionRevocations } from '../../auth/revocations';
import { revokeOtherTokens, type Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { storeImage, type ReceivedImage } from '../media/image-store';
import type { FileStorage } from '../../integrations/storage/storage';
import { acceptedName } from './profile-rule';
import * as repo from './repo';
import { toMemberInfo } from './service';

/** Avatars live under this storage folder; only files there are ever deleted when replaced. */
export const AVATAR_FOLDER = 'avatars';

export interface ProfileServiceDeps {
  db: Db;
  storage: FileStorage;
  now: () => number;
  /** Told after the other sessions are revoked, so cached ones (live sockets) end at once. */
  revocations: SessionRevocations;
}

const gone = () => new BizError(CODE.unauthorized, TEXT.unauthorized);

/** The member's own profile: nickname, name, avatar and password. */
export class ProfileService {
  constructor(private readonly deps: ProfileServiceDeps) {}

  async rename(memberId: number, field: ProfileField, raw: string | undefined): Promise<MemberInfo> {
    const member = await repo.updateProfile(this.deps.db, memberId, { [field]: acceptedName(field, raw) });
    if (!member) throw gone();
    return toMemberInfo(member);
  }

  /**
   * Changes the password. The old one is required and checked, except for a member who never had
   * one (WeChat sign-in), who sets a first password with the session alone. Every other session
   * of the member is revoked (a thief holding an old token is logged out, open sockets included); the caller's stays.
   */
  async changePassword(session: Session, oldPassword: string | undefined, newPassword: string | undefined): Promise<void> {
    const { db, now } = this.deps;
    const member = await repo.findActiveById(db, session.memberId);
    if (!member) throw gone();
    const requireOld = member.passwordHash !== null;
    const problem = checkPasswordChange({ oldPassword, newPassword: newPassword ?? '', requireOld });
    if (problem) throw new BizError(CODE.badRequest, problem);
    if (requireOld && !(await verifyPassword(oldPassword ?? '', member.passwordHash))) {
      throw new BizError(CODE.badRequest, ACCOUNT_TEXT.oldPasswordWrong);
    }
    const passwordHash = await hashPassword(newPassword ?? '');
    await db.transaction(async (tx) => {
      if (!(await repo.updateProfile(tx, member.id, { passwordHash }))) throw gone();
      await revokeOtherTokens(tx, member.id, session.tokenHash, new Date(now()));
    });
    await this.deps.revocations.announce(member.id);
  }

  /** Stores the checked picture, points the member at it and removes the avatar it replaced. */
  async changeAvatar(memberId: number, image: ReceivedImage): Promise<string> {
    const { db, storage, now } = this.deps;
    const before = await repo.findActiveById(db, memberId);
    if (!before) throw gone();
    const stored = await storeImage(storage, image, AVATAR_FOLDER, now());
    const member = await repo.updateProfile(db, memberId, { avatar: stored.url });
    if (!member) {
      await storage.delete(stored.key);
      throw gone();
    }
    const oldKey = storage.keyOf(before.avatar);
    // Seeded and remote avatars are left alone; only an avatar this endpoint stored is removed.
    if (oldKey && oldKey.startsWith(`${AVATAR_FOLDER}/`) && oldKey !== stored.key) {
      await storage.delete(oldKey).catch(() => undefined);
    }
    return stored.url;
  }
}
