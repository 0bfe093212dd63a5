export default definePageConfig({ navigationBarTitleText: '名师团队' });
