// Its own navigation bar (SPEC §2: cfq index has a custom nav).
export default definePageConfig({ navigationBarTitleText: '财富圈', navigationStyle: 'custom' });
