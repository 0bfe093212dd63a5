export default definePageConfig({ navigationBarTitleText: '财经要闻', onReachBottomDistance: 120 });
