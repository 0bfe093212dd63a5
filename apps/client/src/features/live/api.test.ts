import { describe, expect, it } from 'vitest';
import { API, TEXT, type LiveMessage } from '@caixue/contract';
import { taroMock } from '../../../test/taro';
import {
  UnsupportedUploadError, fetchMessagesPage, fetchMessagesSince, fetchRiskTip, fetchWordRooms, isChatImagePath, requestScreenshot,
  setMessageStatus, uploadChatImage,
} from './api';

const row = (seq: number) => ({ id: seq, seq }) as LiveMessage;

describe('live api', () => {
  it('fetches 100 word rooms', async () => {
    taroMock.server.on('GET', API.live.wordList, { data: { code: 200, msg: '', rows: [{ id: 1 }], total: 1 } });
    expect(await fetchWordRooms()).toEqual([{ id: 1 }]);
    const query = taroMock.server.lastRequest()!.query;
    expect(query.get('pageSize')).toBe('100');
  });

  it('returns a history page oldest first (the server pages newest first)', async () => {
    taroMock.server.on('GET', API.live.messages, { data: { code: 200, msg: '', rows: [row(9), row(8), row(7)], total: 30 } });
    const page = await fetchMessagesPage(3, 2);
    expect(page).toEqual({ rows: [row(7), row(8), row(9)], total: 30 });
    const query = taroMock.server.lastRequest()!.query;
    expect(Object.fromEntries(query)).toMatchObject({ liveId: '3', pageNum: '2', pageSize: '20', liveTypeCode: 'word', categoryId: '1' });
    expect(taroMock.loading.shows).toBe(0);
  });

  it('asks for the messages after a seq, ascending', async () => {
    taroMock.server.on('GET', API.live.since, { data: { code: 200, msg: '', data: [row(5), row(4)] } });
    expect(await fetchMessagesSince(3, 3)).toEqual([row(4), row(5)]);
    expect(taroMock.server.lastRequest()!.query.get('afterSeq')).toBe('3');
  });

  it('joins the risk tip texts in order, empty when none', async () => {
    taroMock.server.on('GET', API.dict.riskTip, { data: { code: 200, msg: '', data: [
      { dictLabel: 'b', dictValue: '投资有风险', dictSort: 2 }, { dictLabel: 'a', dictValue: '风险提示：', dictSort: 1 },
    ] } });
    expect(await fetchRiskTip()).toBe('风险提示：\n投资有风险');
    taroMock.server.on('GET', API.dict.riskTip, { data: { code: 200, msg: '', data: [] } });
    expect(await fetchRiskTip()).toBe('');
  });

  it('refuses a non-image before uploading, with the exact toast', async () => {
    const error = await uploadChatImage('/tmp/report.pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedUploadError);
    expect(taroMock.toasts.map((t) => t.title)).toEqual([TEXT.unsupportedUpload]);
    expect(taroMock.server.uploads).toEqual([]);
    // On H5 the path is a blob: URL; the file name decides.
    await expect(uploadChatImage('blob:http://x/1', 'a.exe')).rejects.toBeInstanceOf(UnsupportedUploadError);
  });

  it('uploads an image in the field file and resolves its url', async () => {
    taroMock.server.on('UPLOAD', API.live.upload, { data: { code: 200, msg: '', data: { url: '/uploads/chat/x.png' } } });
    expect(await uploadChatImage('blob:http://x/1', 'Photo.JPG')).toBe('/uploads/chat/x.png');
    expect(taroMock.server.uploads[0]).toMatchObject({ name: 'file', filePath: 'blob:http://x/1' });
  });

  it('knows the allowed image extensions', () => {
    ['a.png', 'b.JPG', 'c.jpeg', 'd.gif', 'e.bmp', 'wxfile://tmp_1.png?x=1'].forEach((p) => expect(isChatImagePath(p)).toBe(true));
    ['a.webp', 'b.svg', 'noext', 'x.png.exe'].forEach((p) => expect(isChatImagePath(p)).toBe(false));
  });

  it('asks for a screenshot of the ids, comma separated', async () => {
    taroMock.server.on('GET', API.live.screenshot, { data: { code: 200, msg: '', data: { pic: '/uploads/shot.png' } } });
    expect(await requestScreenshot([3, 1, 2])).toBe('/uploads/shot.png');
    expect(taroMock.server.lastRequest()!.query.get('liveMessageIds')).toBe('3,1,2');
  });

  it('posts a message status', async () => {
    await setMessageStatus(12, 0);
    const request = taroMock.server.lastRequest()!;
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.data as string)).toEqual({ id: 12, status: 0 });
  });
});
