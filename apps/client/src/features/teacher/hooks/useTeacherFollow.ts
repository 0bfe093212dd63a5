import { useCallback, useState } from 'react';
import type { TeacherProfile } from '@caixue/contract';
import { isLoggedIn } from '@/shared/session/auth';
import { goToLogin } from '@/shared/navigation/navigation';
import { confirm, toast } from '@/shared/ui/toast';
import { setTeacherFollow } from '../api';
import { TEACHER_TEXT, followersAfter } from '../model';

export interface TeacherFollow {
  followed: boolean;
  followers: number;
  busy: boolean;
  toggle: () => Promise<void>;
}

/**
 * Follow state of one teacher: a visitor goes to log in; unfollowing asks first; the follower
 * count moves with the member's choice once the server confirmed it.
 */
export function useTeacherFollow(teacher: Pick<TeacherProfile, 'id' | 'name' | 'followed' | 'followers'>): TeacherFollow {
  const [state, setState] = useState({ followed: teacher.followed, followers: teacher.followers });
  const [busy, setBusy] = useState(false);
  const toggle = useCallback(async () => {
    if (busy) return;
    if (!isLoggedIn()) {
      await goToLogin();
      return;
    }
    const want = !state.followed;
    if (!want && !(await confirm({ content: TEACHER_TEXT.unfollowConfirm(teacher.name), confirmText: TEACHER_TEXT.unfollow, cancelText: TEACHER_TEXT.keep }))) return;
    setBusy(true);
    try {
      const following = await setTeacherFollow(teacher.id, want);
      setState((s) => ({ followed: following, followers: followersAfter(s, following) }));
      toast(following ? TEACHER_TEXT.followOk : TEACHER_TEXT.unfollowOk, { icon: 'success' });
    } catch {
      // The request layer has said why.
    } finally {
      setBusy(false);
    }
  }, [busy, state.followed, teacher.id, teacher.name]);
  return { ...state, busy, toggle };
}
