import { createServer } from 'node:net';
import { API, CODE, TEXT } from '@caixue/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AliyunSmsConfig } from '../src/config';
import { AliyunSmsDriver, rpcSignature } from '../src/integrations/sms/aliyun-driver';
import { SmsSendError } from '../src/integrations/sms/driver';
import { expectedSignature, startFakeAliyunSms, type FakeAliyunSms } from './support/fake-aliyun-sms';
import { describeServer, uniqueIp, uniqueMobile, startTestServer, type TestServer } from './support/test-server';

const CREDENTIALS = { accessKeyId: 'LTAI-test-key', secret: 'test-secret-value' };
const log = pino({ level: 'silent' });

function driverFor(fake: FakeAliyunSms, secret = CREDENTIALS.secret): AliyunSmsDriver {
  const config: AliyunSmsConfig = {
    endpoint: fake.url,
    accessKeyId: CREDENTIALS.accessKeyId,
    accessKeySecret: secret,
    signName: '财学',
    templateCode: 'SMS_123456789',
  };
  return new AliyunSmsDriver(config);
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function failure(promise: Promise<unknown>): Promise<SmsSendError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

describe('Alibaba Cloud SMS driver against a local fake', () => {
  let fake: FakeAliyunSms;
  beforeAll(async () => {
    fake = await startFakeAliyunSms(CREDENTIALS);
  });
  afterAll(() => fake.close());

  it('matches the worked example of the signature in Alibaba Cloud’s documentation', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(rpcSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('signs like the independent implementation, including characters encodeURIComponent leaves alone', () => {
    const params = { AccessKeyId: 'id', SignName: "财学(测试)!*'", TemplateParam: '{"code":"1 2~3"}', Timestamp: '2017-07-12T02:42:19Z' };
    expect(rpcSignature('GET', params, 'secret')).toBe(expectedSignature('GET', params, 'secret'));
  });

  it('sends a code: the gateway sees a valid signature and the template parameter', async () => {
    fake.mode = 'ok';
    await driverFor(fake).send('13800000001', '135790', log);
    const sent = fake.accepted.at(-1)!;
    expect(sent).toMatchObject({
      PhoneNumbers: '13800000001',
      SignName: '财学',
      TemplateCode: 'SMS_123456789',
      TemplateParam: '{"code":"135790"}',
      RegionId: 'cn-hangzhou',
    });
  });

  it('turns isv.BUSINESS_LIMIT_CONTROL into a clear Chinese message', async () => {
    fake.mode = 'limit';
    const error = await failure(driverFor(fake).send('13800000001', '135790', log));
    expect(error.reason).toBe('isv.BUSINESS_LIMIT_CONTROL');
    expect(error.userMessage).toBe(TEXT.smsProviderBusy);
    fake.mode = 'ok';
  });

  it('reports a wrong secret (SignatureDoesNotMatch) as a service problem, not as the user’s fault', async () => {
    const error = await failure(driverFor(fake, 'not-the-secret').send('13800000001', '135790', log));
    expect(error.reason).toBe('SignatureDoesNotMatch');
    expect(error.userMessage).toBe(TEXT.smsProviderMisconfigured);
  });

  it('reports an unreachable gateway as a send failure', async () => {
    const offline = { ...fake, url: `http://127.0.0.1:${await closedPort()}` };
    const error = await failure(driverFor(offline).send('13800000001', '135790', log));
    expect(error.userMessage).toBe(TEXT.smsSendFailed);
  });
});

describeServer('SMS codes through the Alibaba Cloud driver', () => {
  let fake: FakeAliyunSms;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeAliyunSms(CREDENTIALS);
    server = await startTestServer({
      env: {
        SMS_FIXED_CODE: '',
        SMS_DRIVER: 'aliyun',
        ALIYUN_SMS_ENDPOINT: fake.url,
        ALIYUN_SMS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        ALIYUN_SMS_ACCESS_KEY_SECRET: CREDENTIALS.secret,
        ALIYUN_SMS_SIGN_NAME: '财学',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('registers with the random code the gateway delivered', async () => {
    fake.mode = 'ok';
    const mobile = uniqueMobile();
    expect((await server.post(API.sms.code, { mobile, purpose: 'register' }, { ip: uniqueIp() })).body.code).toBe(CODE.ok);
    const code = JSON.parse(fake.accepted.at(-1)!.TemplateParam).code as string;
    expect(code).toMatch(/^\d{6}$/);
    const answer = await server.post(API.member.register, { mobile, code, password: 'secret123' });
    expect(answer.body.code).toBe(CODE.ok);
  });

  it('answers a gateway refusal with its Chinese message and lets the user retry at once', async () => {
    const mobile = uniqueMobile();
    fake.mode = 'limit';
    const refused = await server.post(API.sms.code, { mobile }, { ip: uniqueIp() });
    expect(refused.body).toEqual({ code: CODE.error, msg: TEXT.smsProviderBusy });
    fake.mode = 'ok';
    expect((await server.post(API.sms.code, { mobile }, { ip: uniqueIp() })).body.code).toBe(CODE.ok);
  });
});
