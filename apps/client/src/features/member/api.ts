import { API, type MemberInfo } from '@caixue/contract';
import { http } from '@/shared/request';

export async function fetchMemberInfo(): Promise<MemberInfo> {
  const response = await http.get<MemberInfo>(API.member.info, undefined, { noLoading: true });
  if (!response.data) throw new Error('会员信息为空');
  return response.data;
}

/** Revokes the token on the server; the caller clears the stored login whatever the answer. */
export async function logout(): Promise<void> {
  await http.post(API.admin.logout, undefined, { silent: true });
}
