import { useCallback, useEffect, useRef, useState } from 'react';
import { useDidShow } from '@tarojs/taro';
import type { HomeworkCounts } from '@caixue/contract';
import { isLoggedIn } from '@/shared/session/auth';
import { fetchHomeworkCounts } from '../api';

/** A show right after a load (the page's first onShow beside the mount) asks nothing again. */
const RECENT_MS = 1000;

/**
 * The member's homework counts (of one course, or all); null for visitors. Read on mount (the course
 * page mounts this after its course arrived, past the page's first onShow) and again each time the
 * page shows.
 */
export function useHomeworkCounts(courseId?: number): HomeworkCounts | null {
  const [counts, setCounts] = useState<HomeworkCounts | null>(null);
  const lastLoad = useRef(0);
  const load = useCallback(() => {
    lastLoad.current = Date.now();
    if (!isLoggedIn()) return Promise.resolve(null);
    return fetchHomeworkCounts(courseId).catch(() => null);
  }, [courseId]);
  useEffect(() => {
    let current = true;
    void load().then((next) => { if (current) setCounts(next); });
    return () => { current = false; };
  }, [load]);
  useDidShow(() => {
    if (Date.now() - lastLoad.current < RECENT_MS) return;
    void load().then(setCounts);
  });
  return counts;
}
