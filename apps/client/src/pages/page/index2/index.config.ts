// A tab page: its own bar without back or home buttons (the tab bar leads everywhere).
export default definePageConfig({ navigationBarTitleText: '学堂', navigationStyle: 'custom' });
