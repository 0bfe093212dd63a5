// Its own bar with 历史对话 and 新对话; the messages scroll inside the page, not the page itself.
export default definePageConfig({ navigationBarTitleText: 'AI 助手', navigationStyle: 'custom', disableScroll: true });
