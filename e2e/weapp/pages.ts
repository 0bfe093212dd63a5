/**
 * What every mini-program page must render in the harness (`npm test -- weapp`): its key Chinese
 * texts, with the demo content of a fresh server. Every page registered in app.json needs an entry
 * here, and an entry for a page that is not registered fails too: a page added by a later issue
 * adds its line. `query` is the page's query string; `visitor` pages are opened before the demo
 * member logs in (the login pages send a logged-in member home); all others as 张三.
 */
export interface PageExpectation {
  query?: string;
  visitor?: true;
  texts: readonly string[];
}

export const PAGE_EXPECTATIONS: Readonly<Record<string, PageExpectation>> = {
  'pages/index/index': { texts: ['财学', '名师团队', '李建华'] },
  'pages/page/index/index': { texts: ['财学直播间', '视频直播'] },
  'pages/page/index2/index': { texts: ['财学堂', '学习路径'] },
  'pages/404/index': { texts: ['页面走丢了', '返回首页'] },
  'pages/login/index/index': { visitor: true, texts: ['欢迎登录财学', '账号', '密码', '微信登录'] },
  'pages/login/mobile/index': { visitor: true, texts: ['获取验证码'] },
  'pages/login/register/index': { visitor: true, texts: ['获取验证码'] },

  'pages/mine/index/index': { texts: ['张三', '金牌会员', '我的收藏', '退出登录'] },
  'pages/mine/fontSize/index': { texts: ['选择字号', '标准（默认）'] },
  'pages/mine/agreement/index': { texts: ['用户服务协议', '隐私政策'] },
  'pages/mine/noPermission/index': { texts: ['暂无权限，请先开通服务'] },
  'pages/mine/personalInformation/index': { texts: ['基本资料', '张三', '修改密码'] },
  'pages/mine/essentialInformation/epithet/index': { texts: ['昵称', '保存'] },
  'pages/mine/essentialInformation/avatar/index': { texts: ['更换头像'] },
  'pages/mine/essentialInformation/mobilePhone/index': { texts: ['当前绑定的手机号', '138****0001'] },
  'pages/mine/essentialInformation/password/index': { texts: ['原密码', '新密码', '确认修改'] },
  'pages/mine/essentialInformation/logOff/index': { texts: ['注销账号前请确认'] },
  'pages/mine/systemSettings/index': { texts: ['清除缓存', '当前版本'] },
  'pages/mine/pushList/index': { texts: ['直播提醒', '会员到期提醒'] },
  'pages/mine/faq/index': { texts: ['如何开通或续费会员？'] },
  'pages/mine/faq/feedback/index': { texts: ['提交反馈', '我的反馈'] },
  'pages/mine/faq/feedbackDetail/index': { query: 'id=1', texts: ['反馈内容', '客服回复'] },
  'pages/mine/help/index': { texts: ['如何观看直播', '如何修改密码'] },
  'pages/mine/help/detail/index': { query: 'id=1', texts: ['如何观看直播'] },
  'pages/mine/collect/index': { texts: ['还没有收藏资讯'] },
  'pages/mine/collect/list/index': { texts: ['还没有收藏资讯'] },
  'pages/mine/interest/index': { texts: ['取消关注', '李建华'] },
  'pages/mine/article/index': { texts: ['投资笔记：读财报先看这三张表'] },
  'pages/mine/strategy/index': { texts: ['缩量回踩买入策略'] },
  'pages/mine/bindAccount/index': { texts: ['微信公众号', '微信小程序'] },
  'pages/mine/course/index': { texts: ['学习记录', '读懂财务报表：从零开始'] },
  'pages/mine/order/list/index': { texts: ['全部', '待支付', '已支付', '退款', '金牌会员·月度', '已关闭'] },
  'pages/mine/coupon/index': { texts: ['未使用', '已使用', '已过期', '领券中心'] },
  'pages/mine/integral/index': { texts: ['当前积分', '立即签到', '第7天', '积分明细', '积分规则'] },
  'pages/mine/homework/homeworkList/index': { texts: ['待完成', '已提交', '已批改', '安全边际小测验', '价值投资的底层逻辑'] },
  'pages/mine/homework/homeworkAnswerList/index': { texts: ['仅老师账号可以批改作业', '查看我的作业'] },
  'pages/mine/homework/homeworkDetail/index': { query: 'id=4', texts: ['宏观周期判断练习', '已批改', '老师点评', '判断依据清楚'] },
  'pages/mine/homework/homeworkAnswer/index': { query: 'id=1', texts: ['宏观周期判断练习', '张三', '老师点评', '92'] },
  'pages/mine/homework/homeworkEdit/index': { texts: ['仅老师账号可以布置和批改作业', '查看我的作业'] },
  'pages/mine/order/index/index': { query: 'orderNo=CX20261101093000DEMO00001', texts: ['已关闭', '金牌会员·月度', '¥298', 'CX20261101093000DEMO00001'] },
  'pages/mine/order/invoice/index': { query: 'orderNo=CX20261101093000DEMO00001', texts: ['金牌会员·月度', '开票金额', '仅已支付的订单可申请发票'] },

  'pages/survey/index': { query: 'id=2', texts: ['用户满意度调查', '您愿意向朋友推荐财学吗？', '选填', '提交'] },
  'pages/survey/risk/index': { texts: ['风险承受能力测评', '当前风险等级', 'C4 积极型', '您的年龄是？', '逢低加仓'] },
  'pages/survey/result/index': { texts: ['您的风险承受能力等级', '积极型', '等级说明', '中高风险', '有效期至', '重新测评'] },
  'pages/stock/bond/index': { texts: ['可转债', '溢价率', '转股价值', '剩余规模(亿)', '风险提示'] },
  'pages/stock/calendar/index': { texts: ['上一周', '下一周', '周一', '风险提示'] },

  'pages/stock/watchlist/index': { texts: ['全部', '股票大赛', '可转债', '财经日历', '名称代码', '最新价', '暂无自选股', '去添加', '不构成投资建议'] },
  'pages/stock/search/index': { texts: ['最近搜索', '输入代码（600519）、名称（茅台）或拼音首字母（gzmt）', '不构成投资建议'] },
  'pages/stock/detail/index': { query: 'symbol=sh600519', texts: ['贵州茅台', '分时', '日K', '周K', '月K', '今开', '成交量', '相关资讯', '不构成投资建议'] },
  'pages/stock/alerts/index': { texts: ['我的提醒', '还没有股价提醒', '去自选股', '不构成投资建议'] },

  'pages/news/list/index': { texts: ['每日早评', '财经要闻'] },
  'pages/news/details/index': { query: 'id=1', texts: ['早评｜北向资金回流，核心资产企稳', '相关资讯'] },
  'pages/news/noticeDetails/index': { query: 'id=1', texts: ['早评｜北向资金回流，核心资产企稳'] },
  'pages/news/detailsShow/index': { query: 'id=1', texts: ['早评｜北向资金回流，核心资产企稳', '李建华'] },
  'pages/news/financeList/index': { texts: ['多部门联合发文，推动中长期资金入市'] },
  'pages/news/viewpoint/list/index': { texts: ['缩量震荡，耐心等待方向选择', '李建华', '点赞'] },
  'pages/news/viewpoint/details/index': { query: 'id=1', texts: ['缩量震荡，耐心等待方向选择', '李建华', '风险提示', '以上为老师个人观点'] },

  'pages/applets/index/index': { texts: ['文字直播', '李老师·早盘策略'] },
  'pages/applets/chat/index': { query: 'id=1', texts: ['早盘策略', '短线擒龙'] },
  'pages/applets/chatRecords/index': { texts: ['我的发言', '回复我的'] },
  'pages/applets/ownData/index': { texts: ['我的等级', '金牌会员', '观看时长', '暂未记录', '学过的课程', '直播发言', '我的积分'] },
  'pages/applets/course/list/index': { texts: ['全部', '股票投资入门 30 讲'] },
  'pages/applets/course/details/index': { query: 'id=1', texts: ['股票投资入门 30 讲'] },
  'pages/applets/details/index': { query: 'id=1', texts: ['早评｜北向资金回流，核心资产企稳'] },
  'pages/applets/template/index': { texts: ['早盘策略', '操作提示', '个股点评', '老师观点仅供学习参考'] },
  'pages/applets/template/authorized/index': { texts: ['研报解读', '老师观点仅供学习参考', '风险提示'] },

  'pages/liveVideo/list/index': { texts: ['幸运大转盘', '赵老师·债市早知道', '进入直播间'] },
  'pages/liveVideo/index/index': { query: 'id=5', texts: ['赵老师·债市早知道', '互动', '简介'] },
  'pages/liveVideo/winning/detail/index': { texts: ['财学幸运大转盘', '开始抽奖', '今日剩余 3 次', '奖品与中奖概率', '定制保温杯', '活动规则'] },
  'pages/liveVideo/winning/list/index': { texts: ['我的中奖', '最新中奖', '定制保温杯', '待发货'] },
  'pages/liveVideo/winning/result/index': { query: 'id=1', texts: ['恭喜获得 定制保温杯', '待发货', '收货地址', '上海市浦东新区世纪大道 100 号 财学大厦'] },

  'pages/playback/list/index': { texts: ['回看', '10年期国债收益率再探新低，固收理财怎么配'] },
  'pages/playback/detail/index': { query: 'id=1&liveId=1', texts: ['10年期国债收益率再探新低，固收理财怎么配', '更多回看'] },

  'pages/kede/meida/index': { texts: ['投教视频', '3 分钟看懂什么是市盈率'] },
  'pages/kede/meida/list': { texts: ['3 分钟看懂什么是市盈率'] },
  'pages/video/list/index': { texts: ['3 分钟看懂什么是市盈率'] },
  'pages/video/index/index': { query: 'id=1', texts: ['3 分钟看懂什么是市盈率', '相关视频'] },

  'pages/about/index': { texts: ['投顾团队', '公司视频', 'APP下载'] },
  'pages/about/personnel': { texts: ['投顾团队', '执业编号'] },
  'pages/about/video': { texts: ['财学品牌宣传片：陪你走好投资每一步', '相关视频'] },
  'pages/about/app': { texts: ['Android 版', 'iPhone 版', '立即下载'] },
  'pages/about/stock': { texts: ['进行中', '第12期·模拟炒股大赛'] },

  'pages/stock/stockRaceList/index': { texts: ['进行中', '名师实盘模拟赛', '点击了解', '参赛组合收益排行', '风险提示'] },
  // The showcase race is the ninth (after the eight races of the video seed, DEMO_RACES).
  'pages/stock/stockRace/index': { query: 'id=9', texts: ['名师实盘模拟赛', '收益走势', '当前持仓', '成交记录', '比赛信息', '风险提示'] },
  // 张三 holds the VIP module (价值精选池 open), not the stock-pool module (成长趋势池 a teaser).
  'pages/stock/stockPoolList/index': { texts: ['价值精选池', '长江电力', '入池理由', '已调出', '成长趋势池', '股票池为会员专享服务', '风险提示'] },

  'pages/course/list/index': { texts: ['入门必修', '股票投资入门 30 讲'] },
  'pages/course/list/view': { query: 'id=1', texts: ['股票投资入门 30 讲', '主讲老师 · 查看老师主页'] },
  'pages/course/video/index': { query: 'id=2&courseId=1', texts: ['股票是什么', '课程目录'] },
  'pages/course/video/list': { texts: ['股票投资入门 30 讲'] },
  'pages/course/newsList/index': { texts: ['新手避坑指南：10 个常见投资误区'] },
  'pages/course/news/index': { query: 'id=30&courseId=3', texts: ['误区一：追涨杀跌'] },
  'pages/course/teacher/list/index': { texts: ['李建华', '王雅琴'] },
  'pages/course/teacher/index': { query: 'id=1', texts: ['李建华', '主讲课程'] },

  'pages/cfq/index': { texts: ['财富圈', '名师团队', '精选课程'] },
  'pages/cfq/course': { query: 'id=1', texts: ['股票投资入门 30 讲'] },
  'pages/teacher/list/index': { texts: ['李建华', '王雅琴'] },
  'pages/teacher/detail/index': { query: 'id=1', texts: ['李建华', '老师简介'] },

  'pages/goods/index/index': { texts: ['财学会员服务', '金牌会员', '金股训练营·季度班', '钻石会员·年度'] },
  'pages/goods/list/index': { query: 'levelId=1', texts: ['开通「金牌会员」的产品', '金股训练营·季度班', '金牌会员·月度', '全部'] },
  'pages/goods/detail/index': { query: 'id=1', texts: ['金股训练营·季度班', '风险等级 R3', '开通权益', '陈志强', '立即购买'] },
  'pages/goods/order/index': { texts: ['全部', '待支付', '退款', '金牌会员·月度', '已关闭'] },
  'pages/webView/payment/index': { query: 'orderNo=CX20261101093000DEMO00001', texts: ['已关闭', '订单超时未支付，已关闭'] },
  // Issue 17: an address off the allowlist is refused on the page (an allowed one fills it with the platform's web-view).
  'pages/webView/index': { visitor: true, query: 'url=https%3A%2F%2Fevil.example.org%2Fx', texts: ['该网址不在允许打开的范围内，已拦截', 'https://evil.example.org/x', '关闭', '返回'] },
  'pages/webView/pic': { visitor: true, query: 'url=%2Fuploads%2Fseed%2Fabout-company.svg', texts: ['保存图片', '双指缩放，双击还原'] },
  // The system pages use the platform's picker and map (Taro.chooseLocation / openLocation; the harness's picker answers 人民广场).
  'pages/location/choose/index': { texts: ['人民广场', '上海市黄浦区人民大道', '31.230416°N, 121.473701°E', '确定'] },
  'pages/location/open/index': { query: 'latitude=31.230416&longitude=121.473701', texts: ['查看位置', '31.230416°N, 121.473701°E', '打开位置'] },
  // Without a file url; with one the page downloads it and opens the system viewer (not in the harness).
  'pages/pdf/index': { texts: ['链接无效'] },
  'pages/ai/index/index': { texts: ['AI 助手', '历史对话', '新对话', '可以为您解释投资知识'] },
};
