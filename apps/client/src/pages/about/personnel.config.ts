export default definePageConfig({ navigationBarTitleText: '投顾团队' });
