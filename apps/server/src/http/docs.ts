import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, SIGN_HEADERS } from '@caixue/contract';
import type { FastifyInstance } from 'fastify';

export const DOCS_PREFIX = '/docs';

/** Collects every route schema; must be registered before the routes it documents. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '财学 API',
        version: APP_VERSION,
        description: [
          '所有接口返回 HTTP 200，业务结果在 `code` 字段（200 成功，401 未登录，400 参数错误，404 不存在，500 系统错误）。',
          `带 JSON 请求体的请求必须携带签名请求头：\`${SIGN_HEADERS.sign}\`、\`${SIGN_HEADERS.timestamp}\`、\`${SIGN_HEADERS.randomKey}\`，请求体含 mobile 时还需 \`${SIGN_HEADERS.mobile}\`。`,
        ].join('\n\n'),
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      tags: [
        { name: 'member', description: '会员：登录、注册、短信验证码、注销' },
        { name: 'admin', description: '后台式登录（图形验证码）' },
        { name: 'content', description: '首页内容：菜单、底部导航、广告、版本' },
      ],
    },
  });
}

/** The UI and /docs/json (asset routes: no token needed). */
export async function registerDocsUi(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
