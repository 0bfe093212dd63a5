/** The share poster's texts and props, apart from its drawing (and the QR code), which load only when a poster is asked for. */
export const POSTER_TEXT = {
  channel: '分享海报',
  title: '分享海报',
  drawing: '海报生成中…',
  failed: '海报生成失败，请稍后再试',
  save: '保存图片',
  saved: '已保存到相册',
  saveFailed: '保存失败',
  longPress: '长按图片可保存或发给朋友',
  close: '关闭',
  invite: '邀请你一起学投资',
  scan: '长按或扫码识别二维码',
  scanMore: '打开链接查看全文',
  brand: '财学 · 投资者学堂',
  alt: '分享海报',
} as const;

export interface SharePosterProps {
  visible: boolean;
  title: string;
  /** The invite address (the shared page with parentMemberId). */
  link: string;
  /** The cover picture's address, if any (drawn when it loads, else a branded band). */
  cover?: string;
  onClose: () => void;
}
