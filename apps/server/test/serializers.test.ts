import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { ResponseSerializers } from '../src/http/validation';

/**
 * Response serializers are built once per distinct schema and shared by the routes that have it, on
 * their first answer or in the background once the server listens (issue 18).
 */
describe('ResponseSerializers', () => {
  const route = (schema: object, url: string) => ({ schema, url, method: 'GET', httpStatus: '200' });
  const envelope = () => Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Optional(Type.Object({ id: Type.Integer() })) });
  const answer = { code: 200, msg: 'ok', data: { id: 7, secret: 'x' }, rows: ['r'] };

  it('gives routes with equal schemas one serializer and others their own, each writing only its schema', () => {
    const compile = new ResponseSerializers().factory({}, {});
    const a = compile(route(envelope(), '/a'));
    const b = compile(route(envelope(), '/b'));
    const other = compile(route(Type.Object({ code: Type.Integer(), rows: Type.Array(Type.String()) }), '/c'));
    expect(b).toBe(a);
    expect(other).not.toBe(a);
    expect(JSON.parse(a(answer))).toEqual({ code: 200, msg: 'ok', data: { id: 7 } });
    expect(JSON.parse(other(answer))).toEqual({ code: 200, rows: ['r'] });
  });

  it('builds none at start: each on its first answer, the rest when warm() runs', async () => {
    const serializers = new ResponseSerializers();
    const compile = serializers.factory({}, {});
    const schemas = [envelope(), ...Array.from({ length: 30 }, (_, i) => Type.Object({ code: Type.Integer(), [`f${i}`]: Type.String() }))];
    const [first, ...rest] = schemas.map((schema, i) => compile(route(schema, `/r${i}`)));
    expect(serializers.unbuilt).toBe(31);
    expect(JSON.parse(first!(answer))).toEqual({ code: 200, msg: 'ok', data: { id: 7 } });
    expect(serializers.unbuilt).toBe(30);
    await serializers.warm();
    expect(serializers.unbuilt).toBe(0);
    expect(JSON.parse(rest[4]!({ code: 1, f4: 'x', g: 2 }))).toEqual({ code: 1, f4: 'x' });
  });
});
