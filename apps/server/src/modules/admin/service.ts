import { CODE, DEFAULT_ROLE, TEXT, type AdminInfo } from '@caixue/contract';
import type { SessionRevocations } from '../../auth/revocations';
import { issueToken, revokeToken, type Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import type { CaptchaService } from '../captcha/service';
import type { MemberService } from '../member/service';

export interface AdminServiceDeps {
  db: Db;
  captcha: CaptchaService;
  members: MemberService;
  now: () => number;
  /** Told after a logout, so the token's cached session (live sockets) ends at once. */
  revocations: SessionRevocations;
}

/** RuoYi-style login for staff tools: captcha first, then the same accounts as the member login. */
export class AdminService {
  constructor(private readonly deps: AdminServiceDeps) {}

  async login(input: { username: string; password: string; code: string; uuid: string }, ip: string) {
    await this.deps.captcha.check(input.uuid, input.code);
    const member = await this.deps.members.authenticate(input.username.trim(), input.password, ip);
    return { token: await issueToken(this.deps.db, member.id, new Date(this.deps.now())) };
  }

  async info(memberId: number): Promise<AdminInfo> {
    const member = await this.deps.members.findActive(memberId);
    if (!member) throw new BizError(CODE.unauthorized, TEXT.unauthorized);
    const roles = member.roles.length > 0 ? member.roles : [DEFAULT_ROLE];
    return {
      user: {
        userName: member.username ?? member.mobile ?? String(member.id),
        nickName: member.nickname || member.name,
        avatar: member.avatar,
      },
      roles,
      permissions: member.permissions,
    };
  }

  async logout(session: Session): Promise<void> {
    await revokeToken(this.deps.db, session.tokenHash, new Date(this.deps.now()));
    await this.deps.revocations.announce(session.memberId);
  }
}
