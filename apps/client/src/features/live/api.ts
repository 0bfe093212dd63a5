/** Typed calls of the text live room (SPEC §7 "Live"; chosen paths in the README). */
import {
  ENDPOINTS, LIVE_CATEGORY_DEFAULT, PAGE_SIZE, TEXT, WORD_LIVE_ROOM_FETCH, type LiveHeats, type LiveMessage,
  type LiveRoom, type LiveRoomInfo, type LiveTypeCode, type ShareChannel,
} from '@caixue/contract';
import { http, upload, type UploadOptions } from '@/shared/request/request';
import { toast } from '@/shared/ui/toast';

// The room screen shows its own loading states (skeleton, list footer), so its calls skip the spinner.
const QUIET = { noLoading: true } as const;

export interface MessagePage {
  rows: LiveMessage[];
  total: number;
}

/** The word-live rooms for the room tab bar (SPEC §9: the chat fetches 100 rooms). */
export async function fetchWordRooms(): Promise<LiveRoom[]> {
  const response = await http.page(ENDPOINTS.live.wordList, { pageNum: 1, pageSize: WORD_LIVE_ROOM_FETCH }, QUIET);
  return response.rows ?? [];
}

/** The chat's room info: the word room's, or the video room's (which also carries its stream). */
export async function fetchRoomInfo(liveId: number, liveTypeCode: LiveTypeCode = 'word'): Promise<LiveRoomInfo> {
  const response = liveTypeCode === 'video'
    ? await http.get(ENDPOINTS.liveVideo.roomInfo, { id: liveId }, QUIET)
    : await http.get(ENDPOINTS.live.wordRoomInfo, { id: liveId }, QUIET);
  if (!response.data) throw new Error('直播间信息为空');
  return response.data;
}

/** One page of history. The server pages newest first; the rows come back oldest first for display. */
export async function fetchMessagesPage(liveId: number, pageNum: number, liveTypeCode: LiveTypeCode = 'word'): Promise<MessagePage> {
  const response = await http.page(ENDPOINTS.live.messages, {
    liveId, liveTypeCode, categoryId: LIVE_CATEGORY_DEFAULT, pageNum, pageSize: PAGE_SIZE,
  }, QUIET);
  return { rows: [...(response.rows ?? [])].reverse(), total: response.total ?? 0 };
}

/**
 * The messages after a sequence number, ascending: what a client missed while disconnected.
 * Background work, so it neither covers the room with a spinner nor toasts on failure.
 */
export async function fetchMessagesSince(liveId: number, afterSeq: number): Promise<LiveMessage[]> {
  const response = await http.get(ENDPOINTS.live.since, { liveId, afterSeq: Math.max(0, afterSeq) }, { ...QUIET, silent: true });
  const body = response as { data?: LiveMessage[]; rows?: LiveMessage[] };
  const rows = body.data ?? body.rows ?? [];
  return [...rows].sort((a, b) => a.seq - b.seq);
}

/** Pinned messages of the room. */
export async function fetchTopMessages(liveId: number): Promise<LiveMessage[]> {
  const response = await http.get(ENDPOINTS.live.top(liveId, LIVE_CATEGORY_DEFAULT), undefined, QUIET);
  return response.data ?? [];
}

/** Messages whose text contains the keyword, newest first as the server pages them. */
export async function searchMessages(liveId: number, keyword: string, pageNum: number): Promise<MessagePage> {
  const response = await http.page(ENDPOINTS.live.messagesSearch, {
    liveId, content: keyword.trim(), categoryId: LIVE_CATEGORY_DEFAULT, pageNum, pageSize: PAGE_SIZE,
  }, QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
}

/** My sent messages and the replies to them (the chat records page), newest first. */
export async function fetchSelfReplied(pageNum: number): Promise<MessagePage> {
  const response = await http.page(ENDPOINTS.live.selfSendReplied, { pageNum, pageSize: PAGE_SIZE }, QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
}

function heatsOrEmpty(liveId: number, data: LiveHeats | undefined): LiveHeats {
  return data ?? { liveId, likes: 0, shares: 0, visits: 0, online: 0 };
}

export async function fetchHeats(liveId: number): Promise<LiveHeats> {
  const response = await http.get(ENDPOINTS.live.heats(liveId), undefined, QUIET);
  return heatsOrEmpty(liveId, response.data);
}

export async function likeRoom(liveId: number): Promise<LiveHeats> {
  const response = await http.post(ENDPOINTS.live.like, { liveId }, QUIET);
  return heatsOrEmpty(liveId, response.data);
}

/** channel: 'wechat' | 'moments' | 'link' | 'more' (the share sheet's entries). */
export async function shareRoom(liveId: number, channel: ShareChannel): Promise<LiveHeats> {
  const response = await http.post(ENDPOINTS.live.share, { liveId, channel }, QUIET);
  return heatsOrEmpty(liveId, response.data);
}


export { fetchRiskTip } from '@/shared/request/riskTip';

/** SPEC §5: chat images are png, jpg, jpeg, gif or bmp. */
export const CHAT_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp'] as const;

export function isChatImagePath(filePath: string): boolean {
  const name = filePath.split(/[?#]/)[0];
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  return (CHAT_IMAGE_EXTENSIONS as readonly string[]).includes(name.slice(dot + 1).toLowerCase());
}

/** Thrown (after its toast) when a chosen file is not an allowed image. */
export class UnsupportedUploadError extends Error {
  constructor() {
    super(TEXT.unsupportedUpload);
    this.name = 'UnsupportedUploadError';
  }
}

/**
 * Uploads a chat image (form field 'file') and resolves its url. A file that is not an allowed
 * image is refused before any upload with the toast 不支持该文件上传！ (the server checks again).
 * On H5 the chosen file's path is a blob: URL without an extension: pass the file's own name
 * (chooseImage's tempFiles[i].originalFileObj.name) as fileName so the check can read it.
 */
export async function uploadChatImage(filePath: string, fileName?: string): Promise<string> {
  if (!isChatImagePath(fileName || filePath)) {
    toast(TEXT.unsupportedUpload);
    throw new UnsupportedUploadError();
  }
  // fileName names the multipart part on H5 (the server checks its extension too).
  const options: UploadOptions = { name: 'file', ...(fileName ? { fileName } : {}) };
  const response = await upload(ENDPOINTS.live.upload, filePath, options);
  const url = response.data?.url ?? (response as { url?: string }).url;
  if (!url) throw new Error('上传结果为空');
  return url;
}

/** The server's picture of the chosen messages (screenshot mode). */
export async function requestScreenshot(messageIds: number[]): Promise<string> {
  const response = await http.get(ENDPOINTS.live.screenshot, { liveMessageIds: messageIds.join(',') });
  const pic = response.data?.pic;
  if (!pic) throw new Error('截图结果为空');
  return pic;
}

/** A teacher of the room closes (0) or reopens (1) a message. */
export async function setMessageStatus(id: number, status: 0 | 1): Promise<void> {
  await http.post(ENDPOINTS.live.status, { id, status }, QUIET);
}
