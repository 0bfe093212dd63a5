import { describe, expect, it } from 'vitest';
import { compileWxml, compileWxss } from '../support/compile';
import { WEAPP_DIST } from '../support/dist';

describe('weapp build compiles with WeChat compilers', () => {
  it('every WXML template compiles (wcc)', () => {
    expect(compileWxml(WEAPP_DIST).files).toBeGreaterThan(0);
  });

  it('every WXSS style sheet compiles (wcsc)', () => {
    expect(compileWxss(WEAPP_DIST).files).toBeGreaterThan(0);
  });
});
