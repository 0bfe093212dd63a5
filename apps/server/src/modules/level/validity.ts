import { SERVICE_EXPIRING_DAYS, type ServiceStatus } from '@caixue/contract';

export const DAY_MS = 24 * 3600_000;

export interface Grant {
  levelId: number;
  levelName: string;
  startAt: Date;
  endAt: Date;
}

/** One level's service as the member sees it: back-to-back or overlapping grants (renewals) merged. */
export interface ServicePeriod {
  levelId: number;
  levelName: string;
  startAt: Date;
  endAt: Date;
}

export interface ValidityDecision {
  status: ServiceStatus;
  period: ServicePeriod | null;
  daysLeft: number;
}

/** Merges each level's grants into periods; a renewal that starts when (or before) the last one ends extends it. */
export function servicePeriods(grants: readonly Grant[]): ServicePeriod[] {
  const byLevel = new Map<number, Grant[]>();
  for (const grant of grants) byLevel.set(grant.levelId, [...(byLevel.get(grant.levelId) ?? []), grant]);
  const periods: ServicePeriod[] = [];
  for (const levelGrants of byLevel.values()) {
    const sorted = [...levelGrants].sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
    let current: ServicePeriod | null = null;
    for (const g of sorted) {
      if (current && g.startAt.getTime() <= current.endAt.getTime()) {
        if (g.endAt > current.endAt) current.endAt = g.endAt;
        continue;
      }
      if (current) periods.push(current);
      current = { levelId: g.levelId, levelName: g.levelName, startAt: g.startAt, endAt: g.endAt };
    }
    if (current) periods.push(current);
  }
  return periods;
}

/**
 * The service validity the expiry popup is about. With a service in force: the one that ends first
 * ('expiring' when that is within `expiringDays`, else 'active'). Without: the one that ended last
 * ('expired'). Never any grant (or only ones still to start): 'none'.
 */
export function decideValidity(grants: readonly Grant[], now: Date, expiringDays = SERVICE_EXPIRING_DAYS): ValidityDecision {
  const t = now.getTime();
  const periods = servicePeriods(grants);
  const running = periods
    .filter((p) => p.startAt.getTime() <= t && p.endAt.getTime() > t)
    .sort((a, b) => a.endAt.getTime() - b.endAt.getTime());
  if (running.length > 0) {
    const period = running[0];
    const left = period.endAt.getTime() - t;
    return { status: left <= expiringDays * DAY_MS ? 'expiring' : 'active', period, daysLeft: Math.ceil(left / DAY_MS) };
  }
  const ended = periods.filter((p) => p.endAt.getTime() <= t).sort((a, b) => b.endAt.getTime() - a.endAt.getTime());
  if (ended.length > 0) return { status: 'expired', period: ended[0], daysLeft: 0 };
  return { status: 'none', period: null, daysLeft: 0 };
}

/** YYYY-MM-DD in China time (UTC+8 all year). */
export function chinaDate(value: Date): string {
  return new Date(value.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
