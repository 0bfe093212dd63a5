import path from 'node:path';

const root = new URL('../../..', import.meta.url).pathname;
/** The weapp build under test (`npm run build` writes it; WEAPP_DIST points elsewhere). */
export const WEAPP_DIST = process.env.WEAPP_DIST ?? path.join(root, 'apps/client/dist/weapp');
/**
 * The server address the weapp build was made with: the local environment's LOCAL_SERVER in
 * apps/client/src/shared/platform/env.ts. The stand-in `wx` maps it onto the test's server.
 */
export const BUILT_SERVER_URL = 'http://127.0.0.1:8080';
