import type { DictItem } from '@caixue/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dictItems } from '../../db/schema';

export const RISK_TIP_DICT = 'risk_tip';

/** One dictionary's items in RuoYi's shape, in display order. */
export async function dictData(db: Db, dictType: string): Promise<DictItem[]> {
  return db
    .select({ dictLabel: dictItems.label, dictValue: dictItems.value, dictSort: dictItems.sort })
    .from(dictItems)
    .where(eq(dictItems.dictType, dictType))
    .orderBy(asc(dictItems.sort), asc(dictItems.id));
}
