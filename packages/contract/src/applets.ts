/** The applet pages (issue 17): template messages and the member's own data. */
export type { OwnData, TemplateMessage, TemplateRoom, TemplateStock, TemplateListQuery } from './schemas/applets';

/** Template message kinds (live_messages.tpl_id); 0 is an ordinary message. */
export const TEMPLATE_KINDS = [
  { id: 1, name: '操作提示' },
  { id: 2, name: '研报解读' },
  { id: 3, name: '个股点评' },
] as const;

export function templateKindName(tplId: number): string {
  return TEMPLATE_KINDS.find((k) => k.id === tplId)?.name ?? '模板消息';
}

export const APPLET_TEXT = {
  templateLockedLogin: '登录后查看完整内容',
  templateLocked: '解锁后查看完整内容',
  templateEmpty: '暂无模板消息',
  watchTimeNotRecorded: '暂未记录',
} as const;
