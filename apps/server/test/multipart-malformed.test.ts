import { API, CODE, TEXT } from '@caixue/contract';
import { expect, it } from 'vitest';
import { CODE_UNSUPPORTED_MEDIA_TYPE } from '../src/http/errors';
import { freshMember, type Caller } from './support/content';
import { multipart } from './support/multipart';
import { describeServer, useTestServer } from './support/test-server';

/**
 * Issue 11, finding 4: a malformed multipart request on any upload route is the client's fault:
 * code 400 with a clear message, never code 500, and the server keeps answering.
 */
const UPLOAD_ROUTES = [API.live.upload, API.member.modifyAvatar, API.feedback.upload];

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e1a3f50000000049454e44ae426082', 'hex');

function malformedBodies(): { name: string; contentType: string; payload: Buffer | string }[] {
  const good = multipart([{ field: 'file', filename: 'a.png', type: 'image/png', content: PNG }]);
  const boundary = good.contentType.split('boundary=')[1];
  return [
    { name: 'no boundary', contentType: 'multipart/form-data', payload: good.payload },
    { name: 'empty boundary', contentType: 'multipart/form-data; boundary=', payload: good.payload },
    { name: 'wrong boundary', contentType: 'multipart/form-data; boundary=nothere', payload: good.payload },
    { name: 'truncated', contentType: good.contentType, payload: good.payload.subarray(0, good.payload.length - 40) },
    { name: 'truncated in the headers', contentType: good.contentType, payload: `--${boundary}\r\nContent-Disposition: form-data; na` },
    { name: 'garbage', contentType: good.contentType, payload: Buffer.from('ЖЖЖ garbage \u0001\u0002 not multipart at all') },
    { name: 'empty body', contentType: good.contentType, payload: '' },
    { name: 'no closing boundary', contentType: good.contentType, payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n` },
    { name: 'headers without blank line', contentType: good.contentType, payload: `--${boundary}\r\nContent-Disposition: form-data\r\n--${boundary}--\r\n` },
    // Not multipart at all: the house answer for an unsupported content type, code 415 (http/errors.ts).
    { name: 'text/plain', contentType: 'text/plain', payload: 'hello' },
    { name: 'octet-stream', contentType: 'application/octet-stream', payload: PNG },
    { name: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', payload: 'file=abc' },
    { name: 'json', contentType: 'application/json', payload: '{"file":"x"}' },
    { name: 'garbage content type', contentType: '%%%;;;==', payload: 'x' },
  ];
}

const NOT_MULTIPART = { 'text/plain': 1, 'octet-stream': 1, 'form-urlencoded': 1, 'garbage content type': 1 };

describeServer('malformed multipart on the upload routes answers code 400 (never 500)', () => {
  const server = useTestServer();
  let member: Caller;

  it('answers each malformed upload with code 400 and a Chinese message', async () => {
    member = await freshMember(server(), '上传者');
    const wrong: string[] = [];
    for (const url of UPLOAD_ROUTES) {
      for (const body of malformedBodies()) {
        const answer = await server().request({
          method: 'POST',
          url,
          payload: body.payload,
          headers: { 'content-type': body.contentType, authorization: `Bearer ${member.token}` },
        });
        const { code, msg } = answer.body;
        const expected = body.name in NOT_MULTIPART ? CODE_UNSUPPORTED_MEDIA_TYPE : CODE.badRequest;
        const fine = answer.status === 200 && code === expected && typeof msg === 'string' && /[\u4e00-\u9fff]/.test(msg) && msg !== TEXT.unknownError;
        if (!fine) wrong.push(`${url} ${body.name}: ${answer.status} ${answer.text.slice(0, 120)}`);
      }
    }
    expect(server().logs.filter((line) => line.level >= 50).map((line) => [line.msg, line.err?.message, (line.err as { code?: string })?.code])).toEqual([]);
    expect(wrong).toEqual([]);
  });

  it('still stores a well-formed upload afterwards', async () => {
    const good = multipart([{ field: 'file', filename: 'a.png', type: 'image/png', content: PNG }]);
    const answer = await server().request({
      method: 'POST',
      url: API.live.upload,
      payload: good.payload,
      headers: { 'content-type': good.contentType, authorization: `Bearer ${member.token}` },
    });
    expect(answer.body.code).toBe(CODE.ok);
  });
});
