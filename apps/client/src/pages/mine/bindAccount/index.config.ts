export default definePageConfig({ navigationBarTitleText: '账号绑定' });
