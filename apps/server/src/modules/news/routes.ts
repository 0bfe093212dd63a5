import type { FastifyPluginAsync } from 'fastify';
import type { MediaUrls } from '../../auth/media-urls';
import type { Db } from '../../db/client';
import { newsHomeRoutes } from './routes-home';
import { newsReadRoutes } from './routes-read';
import { newsSocialRoutes } from './routes-social';
import { NewsService, type SecurityLookup } from './service';
import type { SocialService } from '../social/service';
import { NewsSocialService } from './social';

export interface NewsRoutesOptions {
  db: Db;
  now: () => number;
  social: SocialService;
  mediaUrls: MediaUrls;
  /** The listed security a code names (list/stock?code=): its bare code and name, null when none. */
  securities?: SecurityLookup;
}

/**
 * §7 "News and comments" and the home news lists. Reads are public (contract PUBLIC_APIS): a
 * visitor or a member without an item's module gets it marked locked, without its content.
 */
export const newsRoutes: FastifyPluginAsync<NewsRoutesOptions> = async (app, { db, now, social, mediaUrls, securities }) => {
  const reader = new NewsService({ db, now, social, mediaUrls, securities });
  const memberActions = new NewsSocialService({ db, now, reader, social });
  await app.register(newsReadRoutes, { reader });
  await app.register(newsHomeRoutes, { reader });
  await app.register(newsSocialRoutes, { social: memberActions });
};
