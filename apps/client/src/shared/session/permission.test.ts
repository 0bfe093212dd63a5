import { describe, expect, it } from 'vitest';
import { hasPermi, hasPermiAnd, hasPermiOr, hasRole, hasRoleAnd, hasRoleOr } from './permission';
import { saveProfile } from './auth';

describe('permission helpers', () => {
  const granted = ['news:list', 'course:view'];

  it('hasPermi: exact permission or the wildcard; never an empty one', () => {
    expect(hasPermi('news:list', granted)).toBe(true);
    expect(hasPermi('news:edit', granted)).toBe(false);
    expect(hasPermi('news:edit', ['*:*:*'])).toBe(true);
    expect(hasPermi('', ['*:*:*'])).toBe(false);
    expect(hasPermi('news:list', [])).toBe(false);
  });

  it('hasPermiOr: any of them', () => {
    expect(hasPermiOr(['x', 'course:view'], granted)).toBe(true);
    expect(hasPermiOr(['x', 'y'], granted)).toBe(false);
    expect(hasPermiOr([], ['*:*:*'])).toBe(false);
  });

  it('hasPermiAnd: all of them', () => {
    expect(hasPermiAnd(['news:list', 'course:view'], granted)).toBe(true);
    expect(hasPermiAnd(['news:list', 'x'], granted)).toBe(false);
    expect(hasPermiAnd(['a', 'b'], ['*:*:*'])).toBe(true);
    expect(hasPermiAnd([], granted)).toBe(false);
  });

  it('role checks: exact role, admin passes every check, empty never', () => {
    expect(hasRole('teacher', ['teacher'])).toBe(true);
    expect(hasRole('teacher', ['member'])).toBe(false);
    expect(hasRole('teacher', ['admin'])).toBe(true);
    expect(hasRole('', ['admin'])).toBe(false);
    expect(hasRoleOr(['x', 'member'], ['member'])).toBe(true);
    expect(hasRoleOr(['x', 'y'], ['member'])).toBe(false);
    expect(hasRoleAnd(['x', 'member'], ['member'])).toBe(false);
    expect(hasRoleAnd(['x', 'member'], ['admin'])).toBe(true);
    expect(hasRoleAnd([], ['admin'])).toBe(false);
  });

  it('use the stored profile by default, where a visitor has ROLE_DEFAULT and no permissions', () => {
    expect(hasRole('ROLE_DEFAULT')).toBe(true);
    expect(hasPermi('news:list')).toBe(false);
    saveProfile({ name: '李四', avatar: '', roles: ['teacher'], permissions: ['news:list'] });
    expect(hasRole('teacher')).toBe(true);
    expect(hasRole('ROLE_DEFAULT')).toBe(false);
    expect(hasPermi('news:list')).toBe(true);
  });
});
