export default definePageConfig({ navigationBarTitleText: '老师观点', onReachBottomDistance: 120 });
