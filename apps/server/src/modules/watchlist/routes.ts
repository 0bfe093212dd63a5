import { API } from '@caixue/contract';
import { EnvelopeSchema } from '@caixue/contract/schemas/common';
import {
  WatchAddBodySchema,
  WatchGroupBodySchema,
  WatchGroupDeleteBodySchema,
  WatchListSchema,
  WatchMoveBodySchema,
  WatchSymbolsBodySchema,
} from '@caixue/contract/schemas/watchlist';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../../http/auth';
import { ok } from '../../http/envelope';
import type { WatchlistService } from './service';

export interface WatchlistRoutesOptions {
  watchlist: WatchlistService;
}

const tags = ['watchlist'];
const response = { 200: EnvelopeSchema(WatchListSchema) };

/** 自选股 (issue 15). Every route needs a token and works on the caller's own list; each answers the whole list. */
export const watchlistRoutes: FastifyPluginAsyncTypebox<WatchlistRoutesOptions> = async (app, { watchlist }) => {
  app.get(
    API.watchlist.list,
    { schema: { tags, summary: '我的自选：分组与全部自选股（按用户排序），带最新行情', response } },
    async (request) => ok(await watchlist.list(memberId(request))),
  );

  app.post(
    API.watchlist.add,
    { schema: { tags, summary: '加自选（已在自选中则不变；最多 200 只），可指定分组', body: WatchAddBodySchema, response } },
    async (request) => ok(await watchlist.add(memberId(request), request.body.symbol, request.body.groupId ?? 0)),
  );

  app.post(
    API.watchlist.remove,
    { schema: { tags, summary: '删除自选（不在自选中的代码忽略）', body: WatchSymbolsBodySchema, response } },
    async (request) => ok(await watchlist.remove(memberId(request), request.body.symbols)),
  );

  app.post(
    API.watchlist.reorder,
    { schema: { tags, summary: '排序：这些股票按给出的顺序占据它们原来的位置（其余不动）', body: WatchSymbolsBodySchema, response } },
    async (request) => ok(await watchlist.reorder(memberId(request), request.body.symbols)),
  );

  app.post(
    API.watchlist.move,
    { schema: { tags, summary: '移到分组（groupId 0 为移出分组）', body: WatchMoveBodySchema, response } },
    async (request) => ok(await watchlist.move(memberId(request), request.body.symbols, request.body.groupId)),
  );

  app.post(
    API.watchlist.groupSave,
    { schema: { tags, summary: '新建分组（无 id）或重命名；最多 10 个，名称 1-8 个字', body: WatchGroupBodySchema, response } },
    async (request) => ok(await watchlist.saveGroup(memberId(request), request.body)),
  );

  app.post(
    API.watchlist.groupDelete,
    { schema: { tags, summary: '删除分组（组内股票留在“全部”）', body: WatchGroupDeleteBodySchema, response } },
    async (request) => ok(await watchlist.deleteGroup(memberId(request), request.body.id)),
  );
};
