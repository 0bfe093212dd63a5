import { ENDPOINTS, TEXT, type MemberInfo, type OwnData } from '@caixue/contract';
import { http, upload, type UploadOptions } from '@/shared/request/request';
import { toast } from '@/shared/ui/toast';
import { isAvatarFile } from './account';

export async function fetchMemberInfo(): Promise<MemberInfo> {
  const response = await http.get(ENDPOINTS.member.info, undefined, { noLoading: true });
  if (!response.data) throw new Error('会员信息为空');
  return response.data;
}

/** Revokes the token on the server; the caller clears the stored login whatever the answer. */
export async function logout(): Promise<void> {
  await http.post(ENDPOINTS.admin.logout, undefined, { silent: true });
}

/** POST /api/member/modify/nickname; the answer is the updated member. Errors toast in the request layer. */
export async function modifyNickname(nickname: string): Promise<MemberInfo | undefined> {
  return (await http.post(ENDPOINTS.member.modifyNickname, { nickname })).data;
}

export async function modifyName(name: string): Promise<MemberInfo | undefined> {
  return (await http.post(ENDPOINTS.member.modifyName, { name })).data;
}

/**
 * The spec sends these in the query; the signed JSON body keeps passwords out of URLs (and logs).
 * oldPassword is left out for a member who never had a password.
 */
export async function modifyPassword(oldPassword: string | undefined, newPassword: string): Promise<void> {
  await http.post(ENDPOINTS.member.modifyPassword, oldPassword ? { oldPassword, newPassword } : { newPassword });
}

/** Thrown (after the toast) when the chosen file is not an allowed picture. */
export class UnsupportedAvatarError extends Error {
  constructor() {
    super(TEXT.unsupportedUpload);
    this.name = 'UnsupportedAvatarError';
  }
}

/**
 * Uploads a new avatar (form field 'file') and resolves its url. A file that is not png/jpg/jpeg/
 * gif/bmp is refused before any upload with 不支持该文件上传！ (the server checks the real bytes
 * again). On H5 the path is a blob: URL: pass the chosen file's own name so its extension is known.
 */
export async function uploadAvatar(filePath: string, fileName?: string): Promise<string> {
  if (!isAvatarFile(fileName || filePath)) {
    toast(TEXT.unsupportedUpload);
    throw new UnsupportedAvatarError();
  }
  const options: UploadOptions = { name: 'file', ...(fileName ? { fileName } : {}) };
  const response = await upload(ENDPOINTS.member.modifyAvatar, filePath, options);
  const avatar = response.data?.avatar;
  if (!avatar) throw new Error('上传结果为空');
  return avatar;
}

/** Cancels the logged-in member's account (the token is enough; the server revokes every token). */
export async function cancelAccount(): Promise<void> {
  await http.post(ENDPOINTS.member.cancelAccount);
}

/** 我的数据 (issue 17): the member's own figures (what the app records; watch time is not). */
export async function fetchOwnData(): Promise<OwnData> {
  const response = await http.get(ENDPOINTS.applets.ownData, undefined, { noLoading: true });
  if (!response.data) throw new Error('我的数据为空');
  return response.data;
}
