/**
 * Permission and role checks (SPEC §5, §6): '*:*:*' grants every permission, the admin role passes
 * every role check, and an empty argument is never granted. The granted lists default to the
 * stored profile's.
 */
import { ADMIN_ROLE, ALL_PERMISSION } from '@caixue/contract';
import { getPermissions, getRoles } from './auth';

function grants(granted: readonly string[], wanted: string, wildcard: string): boolean {
  return Boolean(wanted) && granted.some((item) => item === wildcard || item === wanted);
}

export function hasPermi(permission: string, granted: readonly string[] = getPermissions()): boolean {
  return grants(granted, permission, ALL_PERMISSION);
}

export function hasPermiOr(permissions: readonly string[], granted: readonly string[] = getPermissions()): boolean {
  return permissions.some((p) => hasPermi(p, granted));
}

export function hasPermiAnd(permissions: readonly string[], granted: readonly string[] = getPermissions()): boolean {
  return permissions.length > 0 && permissions.every((p) => hasPermi(p, granted));
}

export function hasRole(role: string, roles: readonly string[] = getRoles()): boolean {
  return grants(roles, role, ADMIN_ROLE);
}

export function hasRoleOr(wanted: readonly string[], roles: readonly string[] = getRoles()): boolean {
  return wanted.some((r) => hasRole(r, roles));
}

export function hasRoleAnd(wanted: readonly string[], roles: readonly string[] = getRoles()): boolean {
  return wanted.length > 0 && wanted.every((r) => hasRole(r, roles));
}
