export default definePageConfig({ navigationBarTitleText: '查看图片', navigationStyle: 'custom', enablePullDownRefresh: false, disableScroll: true });
