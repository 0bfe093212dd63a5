export default definePageConfig({ navigationBarTitleText: '我的互动', enablePullDownRefresh: false });
