import { API, CODE, TEXT } from '@caixue/contract';
import { EnvelopeSchema, IdSchema } from '@caixue/contract/schemas/common';
import { ChatUploadSchema, ScreenshotSchema } from '@caixue/contract/schemas/live';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MediaUrls } from '../../auth/media-urls';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { receiveImage, registerImageMultipart } from '../../http/image-upload';
import type { FileStorage } from '../../integrations/storage/storage';
import { CardRenderer } from './render/card';
import { CJK_FONT_CANDIDATES, findCjkFile, loadFonts } from './render/fonts';
import { ScreenshotService, parseIds } from './screenshot';
import { CHAT_IMAGE_LIMITS, EDITOR_IMAGE_LIMITS, UPLOAD_MAX_BYTES, storeChatImage, storeEditorImage } from './upload';

export interface MediaRoutesOptions {
  db: Db;
  /** Where chat pictures and screenshots are stored. */
  storage: FileStorage;
  /** The local uploads folder the renderer reads pictures from. */
  uploadsDir: string;
  /** Gated storage (DATA_DIR/media) for cards of gated rooms, its folder, and the signer of their urls. */
  gatedStorage: FileStorage;
  mediaDir: string;
  mediaUrls: MediaUrls;
  now: () => number;
}

const tags = ['live'];

const PictureEnvelope = EnvelopeSchema(ScreenshotSchema);

/** RuoYi's common upload answer (url and file names at the top level) plus the same in data. */
const UploadEnvelope = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  url: Type.Optional(Type.String()),
  fileName: Type.Optional(Type.String()),
  newFileName: Type.Optional(Type.String()),
  originalFilename: Type.Optional(Type.String()),
  data: Type.Optional(ChatUploadSchema),
});

/** The rich-text upload answers like the chat upload, plus UEditor's state/title/original. */
const EditorUploadEnvelope = Type.Composite([
  UploadEnvelope,
  Type.Object({ state: Type.Optional(Type.String()), title: Type.Optional(Type.String()), original: Type.Optional(Type.String()) }),
]);

const IdsValue = Type.Union([
  Type.String({ maxLength: 2000 }),
  IdSchema,
  Type.Array(Type.Union([IdSchema, Type.String({ maxLength: 20 })]), { maxItems: 200 }),
]);
const IdsQuery = Type.Object({
  liveMessageIds: Type.Optional(Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 200, description: '消息 id，逗号分隔或重复参数' })),
  'liveMessageIds[]': Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 200 })),
});

let fontWarningLogged = false;

/** Chat image upload and server-rendered screenshots (issue 3). All routes need a token. */
export const mediaRoutes: FastifyPluginAsyncTypebox<MediaRoutesOptions> = async (app, { db, storage, uploadsDir, gatedStorage, mediaDir, mediaUrls, now }) => {
  // The fonts open on the first screenshot; whether a CJK font is there is known now.
  if (!fontWarningLogged && findCjkFile() === null) {
    fontWarningLogged = true;
    app.log.warn(
      { candidates: CJK_FONT_CANDIDATES },
      'no CJK font found (install fonts-wqy-zenhei): screenshots will show Chinese text as boxes',
    );
  }
  const screenshots = new ScreenshotService({
    db,
    storage,
    gatedStorage,
    mediaUrls,
    now,
    renderer: new CardRenderer(loadFonts, uploadsDir, mediaDir),
  });

  // Only this plugin's routes accept multipart; busboy stops reading a file at the size limit.
  await registerImageMultipart(app, UPLOAD_MAX_BYTES);

  app.post(
    API.live.upload,
    {
      schema: {
        tags,
        summary: '聊天图片上传（multipart，字段 file；png/jpg/jpeg/gif/bmp，按文件内容校验，≤5MB）',
        consumes: ['multipart/form-data'],
        response: { 200: UploadEnvelope },
      },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      const image = await receiveImage(request, CHAT_IMAGE_LIMITS);
      const stored = await storeChatImage(image, storage, now(), mediaUrls.uploadStem(memberId));
      return {
        code: CODE.ok,
        msg: TEXT.ok,
        url: stored.url,
        fileName: stored.url,
        newFileName: stored.name,
        originalFilename: image.originalName,
        data: stored,
      };
    },
  );

  app.post(
    API.common.editorUpload,
    {
      schema: {
        tags: ['content'],
        summary: '富文本图片上传（multipart，字段名即 uploadFile 的 name：file 或 upfile；png/jpg/jpeg/gif/bmp，按文件内容校验，≤5MB）',
        consumes: ['multipart/form-data'],
        response: { 200: EditorUploadEnvelope },
      },
    },
    async (request) => {
      requireSession(request);
      const image = await receiveImage(request, EDITOR_IMAGE_LIMITS);
      const stored = await storeEditorImage(image, storage, now());
      return {
        code: CODE.ok,
        msg: TEXT.ok,
        url: stored.url,
        fileName: stored.url,
        newFileName: stored.name,
        originalFilename: image.originalName,
        // UEditor's own answer fields, for an editor that reads them.
        state: 'SUCCESS',
        title: stored.name,
        original: image.originalName,
        data: stored,
      };
    },
  );

  const screenshotSchema = {
    tags,
    summary: '直播消息截图：liveMessageIds（1-30 个，逗号分隔）→ data.pic（服务器绘制的 PNG）',
    querystring: IdsQuery,
    response: { 200: PictureEnvelope },
  };
  app.get(API.live.screenshot, { schema: screenshotSchema }, async (request) => {
    const { memberId } = requireSession(request);
    const ids = parseIds(request.query.liveMessageIds, request.query['liveMessageIds[]']);
    return ok({ pic: await screenshots.forMessages(memberId, ids) });
  });
  // The client may POST instead, with the ids in the query (SPEC §7: params in the query) or a JSON body.
  app.post(API.live.screenshot, { schema: screenshotSchema }, async (request) => {
    const { memberId } = requireSession(request);
    const body = request.body as { liveMessageIds?: unknown } | undefined;
    const fromBody = body && typeof body === 'object' ? body.liveMessageIds : undefined;
    const ids = parseIds(request.query.liveMessageIds, request.query['liveMessageIds[]'], fromBody);
    return ok({ pic: await screenshots.forMessages(memberId, ids) });
  });

  app.post(
    API.common.screenshot,
    {
      schema: {
        tags: ['common'],
        summary: '通用截图：{title?, content（HTML 或纯文本）} 或 {liveMessageIds} → data.pic',
        querystring: IdsQuery,
        body: Type.Optional(
          Type.Object({
            title: Type.Optional(Type.String({ maxLength: 64 })),
            content: Type.Optional(Type.String({ maxLength: 50_000 })),
            liveMessageIds: Type.Optional(IdsValue),
          }),
        ),
        response: { 200: PictureEnvelope },
      },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      const body = request.body ?? {};
      const ids = parseIds(request.query.liveMessageIds, request.query['liveMessageIds[]'], body.liveMessageIds);
      if (ids.length > 0 || body.content === undefined) return ok({ pic: await screenshots.forMessages(memberId, ids) });
      return ok({ pic: await screenshots.forContent(body.title, body.content) });
    },
  );
};
