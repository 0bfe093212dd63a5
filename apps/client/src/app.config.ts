// Pages by domain (SPEC §2). The main package holds the entry, tab and login pages; each domain is a
// subpackage rooted at pages/<domain>, so later issues add pages without growing the main package.
export default defineAppConfig({
  pages: [
    'pages/index/index',
    'pages/page/index/index',
    'pages/page/index2/index',
    'pages/404/index',
    'pages/login/index/index',
    'pages/login/mobile/index',
    'pages/login/register/index',
  ],
  subPackages: [
    {
      root: 'pages/mine',
      pages: [
        'index/index',
        'fontSize/index',
        'agreement/index',
        'noPermission/index',
        'personalInformation/index',
        'essentialInformation/epithet/index',
        'essentialInformation/avatar/index',
        'essentialInformation/mobilePhone/index',
        'essentialInformation/password/index',
        'essentialInformation/logOff/index',
        'systemSettings/index',
        'pushList/index',
        'faq/index',
        'faq/feedback/index',
        'faq/feedbackDetail/index',
        'help/index',
        'help/detail/index',
        'collect/index',
        'collect/list/index',
        'interest/index',
        'article/index',
        'strategy/index',
        'bindAccount/index',
        'course/index',
        'order/list/index',
        'order/index/index',
        'order/invoice/index',
        'integral/index',
        'coupon/index',
        'homework/homeworkList/index',
        'homework/homeworkAnswerList/index',
        'homework/homeworkDetail/index',
        'homework/homeworkAnswer/index',
        'homework/homeworkEdit/index',
      ],
    },
    {
      root: 'pages/news',
      pages: ['list/index', 'details/index', 'noticeDetails/index', 'detailsShow/index', 'financeList/index', 'viewpoint/list/index', 'viewpoint/details/index'],
    },
    {
      root: 'pages/applets',
      pages: ['index/index', 'chat/index', 'chatRecords/index', 'ownData/index', 'course/list/index', 'course/details/index', 'details/index', 'template/index', 'template/authorized/index'],
    },
    {
      root: 'pages/liveVideo',
      pages: ['list/index', 'index/index', 'winning/list/index', 'winning/result/index', 'winning/detail/index'],
    },
    {
      root: 'pages/playback',
      pages: ['list/index', 'detail/index'],
    },
    {
      root: 'pages/kede',
      pages: ['meida/index', 'meida/list'],
    },
    {
      root: 'pages/video',
      pages: ['list/index', 'index/index'],
    },
    {
      root: 'pages/about',
      pages: ['index', 'personnel', 'video', 'app', 'stock'],
    },
    {
      root: 'pages/course',
      pages: ['list/index', 'list/view', 'video/index', 'video/list', 'newsList/index', 'news/index', 'teacher/list/index', 'teacher/index'],
    },
    { root: 'pages/cfq', pages: ['index', 'course'] },
    { root: 'pages/teacher', pages: ['list/index', 'detail/index'] },
    { root: 'pages/goods', pages: ['index/index', 'list/index', 'detail/index', 'order/index'] },
    { root: 'pages/webView', pages: ['payment/index', 'index', 'pic'] },
    // SPEC §2 system pages /choose-location and /open-location (H5 aliases in config/index.ts).
    { root: 'pages/location', pages: ['choose/index', 'open/index'] },
    { root: 'pages/pdf', pages: ['index'] },
    { root: 'pages/ai', pages: ['index/index'] },
    { root: 'pages/survey', pages: ['index', 'risk/index', 'result/index'] },
    // Stock pages (issue 15): charts and quotes stay out of the main package.
    {
      root: 'pages/stock',
      pages: ['stockRaceList/index', 'stockRace/index', 'stockPoolList/index', 'bond/index', 'calendar/index', 'watchlist/index', 'search/index', 'alerts/index', 'detail/index'],
    },
  ],
  window: {
    // 'default' must be explicit for Taro's H5 router to draw its title bar (pages with their own
    // bar set 'custom').
    navigationStyle: 'default',
    navigationBarTitleText: '财学',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f4f5f7',
    backgroundTextStyle: 'dark',
  },
  // WeChat: load a subpackage's code ahead when the member is likely to open it next.
  preloadRule: {
    'pages/index/index': { network: 'all', packages: ['pages/mine', 'pages/news'] },
    'pages/page/index/index': { network: 'all', packages: ['pages/liveVideo', 'pages/applets'] },
    'pages/page/index2/index': { network: 'all', packages: ['pages/course'] },
  },
});
