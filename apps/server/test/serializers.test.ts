import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { sharedSerializers } from '../src/http/validation';

/** Response serializers are built once per distinct schema and shared by the routes that have it (issue 18). */
describe('sharedSerializers', () => {
  const route = (schema: object, url: string) => ({ schema, url, method: 'GET', httpStatus: '200' });
  const envelope = () => Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Optional(Type.Object({ id: Type.Integer() })) });

  it('gives routes with equal schemas one serializer and others their own, each writing only its schema', () => {
    const compile = sharedSerializers({}, {});
    const a = compile(route(envelope(), '/a'));
    const b = compile(route(envelope(), '/b'));
    const other = compile(route(Type.Object({ code: Type.Integer(), rows: Type.Array(Type.String()) }), '/c'));
    expect(b).toBe(a);
    expect(other).not.toBe(a);
    const answer = { code: 200, msg: 'ok', data: { id: 7, secret: 'x' }, rows: ['r'] };
    expect(JSON.parse(a(answer))).toEqual({ code: 200, msg: 'ok', data: { id: 7 } });
    expect(JSON.parse(other(answer))).toEqual({ code: 200, rows: ['r'] });
  });
});
