export default definePageConfig({ navigationBarTitleText: '资讯', onReachBottomDistance: 120 });
