/** The AI page's own small texts (the assistant's texts are the contract's AI_TEXT). */
export const AI_UI_TEXT = {
  loading: '加载中…',
  historyError: '对话加载失败，点击重试',
  listError: '加载失败，点击重试',
  retry: '重试',
  delete: '删除',
  close: '关闭',
} as const;
