export default definePageConfig({ navigationBarTitleText: '观点详情', enableShareAppMessage: true });
