import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, CODE, LIVE_TEXT, TEXT } from '@caixue/contract';
import { expect, it } from 'vitest';
import { NO_FILE_MESSAGE } from '../src/modules/media/upload';
import { freshMember, type Caller } from './support/content';
import { multipart } from './support/multipart';
import { describeServer, useTestServer } from './support/test-server';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'media');
const fixture = (name: string) => readFile(path.join(FIXTURES, name));

describeServer('POST /api/common/ueditor/upload: rich-text pictures through the checked upload path', () => {
  const server = useTestServer();
  const upload = (caller: Caller | null, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return server().request({
      method: 'POST',
      url: API.common.editorUpload,
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(caller?.token ? { authorization: `Bearer ${caller.token}` } : {}) },
    });
  };
  const stored = async () => {
    const root = path.join(server().config.dataDir, 'uploads', 'editor');
    try {
      const months = await readdir(root);
      return (await Promise.all(months.map(async (m) => (await readdir(path.join(root, m))).map((f) => `${m}/${f}`)))).flat().sort();
    } catch {
      return [];
    }
  };

  it('stores a real picture sent in field file or upfile and serves it back', async () => {
    const author = await freshMember(server(), '编辑');
    for (const field of ['file', 'upfile']) {
      const content = await fixture('photo.png');
      const answer = await upload(author, [{ field, filename: 'chart.png', type: 'image/png', content }]);
      expect(answer.body).toMatchObject({ code: CODE.ok, state: 'SUCCESS', originalFilename: 'chart.png', original: 'chart.png' });
      const url = answer.body.url as string;
      expect(url).toMatch(/^\/uploads\/editor\/\d{6}\/[0-9a-f]{32}\.png$/);
      expect(answer.body.data).toEqual({ url, name: url.split('/').pop(), size: content.length });
      const served = await server().app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(content)).toBe(true);
    }
  });

  it('refuses what the chat upload refuses and keeps nothing', async () => {
    const author = await freshMember(server(), '编辑二');
    const before = await stored();
    const svg = await upload(author, [{ field: 'file', filename: 'vector.png', content: await fixture('vector.svg') }]);
    expect(svg.body).toMatchObject({ code: 415, msg: TEXT.unsupportedUpload });
    const html = await upload(author, [{ field: 'upfile', filename: 'x.png', content: await fixture('page.html.png') }]);
    expect(html.body.msg).toBe(TEXT.unsupportedUpload);
    const png = await fixture('photo.png');
    const big = await upload(author, [{ field: 'file', filename: 'big.png', content: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024, 1)]) }]);
    expect(big.body).toMatchObject({ code: 413, msg: LIVE_TEXT.fileTooLarge });
    const wrongField = await upload(author, [{ field: 'picture', filename: 'photo.png', content: png }]);
    expect(wrongField.body).toEqual({ code: CODE.badRequest, msg: NO_FILE_MESSAGE });
    expect(await stored()).toEqual(before);
  });

  it('needs a token', async () => {
    const answer = await upload(null, [{ field: 'file', filename: 'photo.png', content: await fixture('photo.png') }]);
    expect(answer.body.code).toBe(CODE.unauthorized);
  });
});
