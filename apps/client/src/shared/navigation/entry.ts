/** The query a user arrives with from a shared link (SPEC §3 "Entry query", §6 parentMemberId). */
import { setItem } from '../platform/storage';

export interface EntryQuery {
  parentMemberId?: string;
  crmUserId?: string;
}

/** Shared links may carry a chain of sharers 'a,b,c'; the first one referred this user. */
export function firstOfList(value: string | undefined): string {
  return (value ?? '').split(',')[0].trim();
}

/** Keeps the referrer and the CRM user of the entry link; later calls send them as headers. */
export function captureEntryQuery(query: EntryQuery | Record<string, string | undefined> | undefined): void {
  const parentMemberId = firstOfList(query?.parentMemberId);
  if (parentMemberId) setItem('parentMemberId', parentMemberId);
  const crmUserId = (query?.crmUserId ?? '').trim();
  if (crmUserId) setItem('crmUserId', crmUserId);
}
