import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessModules, articles, faqs, feedbacks, memberFollows, memberPushes, members, seedRuns, teachers } from '../db/schema';
import { escapeText, sanitizeArticleHtml } from '../modules/centre/text';
import { VIP_MODULE_CODE } from './live';

/**
 * Demo member-centre content (issue 4): FAQ, help articles, member articles (投资笔记), strategies
 * (one behind the word-vip module), the user agreement and privacy policy, and for 张三 pushes (two
 * unread), a feedback with its reply and two followed teachers. Its own seed set ('centre-v1'):
 * a database seeded before it gets it on its next start. Needs the base and live sets before it.
 */

export const CENTRE_SEED_NAME = 'centre-v1';
const MEMBER_MOBILE = '13800000001';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

export const DEMO_FAQS: { question: string; answer: string }[] = [
  {
    question: '直播在哪里看？错过了可以回放吗？',
    answer:
      '<p>在首页点击「直播」或底部导航进入直播列表，选择正在直播的房间即可观看。</p><p>视频直播结束后一般在 2 小时内生成回放，可在「回放」列表中查看；图文直播的历史内容在直播间内上滑即可查看。</p>',
  },
  {
    question: '为什么有的直播间显示“未开通”？',
    answer:
      '<p>部分直播间、策略和课程属于会员专享内容，需要开通对应的会员等级后才能查看。点击“产品介绍”可查看开通方式；已开通仍提示未开通时，请退出后重新登录再试。</p>',
  },
  {
    question: '如何开通或续费会员？',
    answer:
      '<p>进入「我的」→ 会员卡片，点击“开通/续费”，选择适合的会员产品并完成支付即可。开通后权益立即生效，有效期从支付成功时开始计算；续费会在当前有效期结束后顺延。</p>',
  },
  {
    question: '会员到期后，之前的内容还能看吗？',
    answer:
      '<p>会员到期后，会员专享的直播、策略和课程将无法继续查看，免费内容不受影响。到期前 7 天起，App 会提醒您续费；续费后可立即恢复全部权益。</p>',
  },
  {
    question: '购买后可以退款吗？',
    answer:
      '<p>会员服务属于数字内容服务，开通后即可查看全部内容，原则上不支持无理由退款。</p><p>如遇重复扣款、支付成功但未开通等异常情况，请在「意见反馈」中提交订单截图，或拨打客服电话 400-800-6688（工作日 9:00-18:00），我们会在 3 个工作日内处理。</p>',
  },
  {
    question: '可以开具发票吗？',
    answer:
      '<p>可以。在「我的」→「我的订单」中找到对应订单，点击“申请发票”，填写抬头和税号后提交。电子发票一般在 5 个工作日内发送到您填写的邮箱。</p>',
  },
  {
    question: '忘记密码怎么办？',
    answer:
      '<p>在登录页选择“验证码登录”，使用注册手机号接收短信验证码即可登录；登录后可在「我的」→「个人信息」→「修改密码」中设置新密码。</p>',
  },
  {
    question: '如何更换绑定的手机号？',
    answer:
      '<p>进入「我的」→「个人信息」→「手机号」，按提示验证新手机号即可完成更换。一个手机号只能绑定一个账号。</p>',
  },
  {
    question: '一个账号可以在几台设备上登录？',
    answer:
      '<p>同一账号可以在手机 App、微信小程序和网页端登录。为保护您的权益，会员账号请勿转借他人使用，系统检测到异常登录时会要求重新验证。</p>',
  },
  {
    question: '如何注销账号？',
    answer:
      '<p>进入「我的」→「个人信息」→「注销账号」，确认后账号将被注销，登录状态立即失效且无法再登录，已购买的会员权益同时作废，请谨慎操作。</p>',
  },
  {
    question: '老师的观点可以直接跟着操作吗？',
    answer:
      '<p>不建议。直播和文章中的观点仅供学习参考，不构成投资建议。投资有风险，入市需谨慎，请结合自身情况独立判断。</p>',
  },
];

interface DemoArticle {
  categoryCode: 'help' | 'article' | 'strategy' | 'agreement';
  code?: string;
  title: string;
  description: string;
  content: string;
  /** Behind the live seed's word-vip module. */
  locked?: boolean;
  /** Days before the seed run it was published. */
  daysAgo: number;
  pic?: string;
}

export const DEMO_ARTICLES: DemoArticle[] = [
  // --- help ---
  {
    categoryCode: 'help',
    title: '如何观看直播',
    description: '找到直播间、参与互动、查看回放',
    daysAgo: 30,
    content:
      '<h3>进入直播间</h3><ol><li>打开财学，点击首页的「直播」入口或底部导航。</li><li>在直播列表中选择带有“直播中”标记的房间。</li><li>会员专享的直播间需要先开通对应会员。</li></ol>' +
      '<h3>参与互动</h3><p>在图文直播间底部输入框中输入文字，或点击图片按钮发送截图，即可向老师提问。老师回复后，您会在「我的」→「推送消息」中收到提醒。</p>' +
      '<h3>观看回放</h3><p>视频直播结束后会生成回放，可在「回放」列表中按老师或日期查找。</p>',
  },
  {
    categoryCode: 'help',
    title: '如何开通会员',
    description: '会员等级、开通方式与有效期说明',
    daysAgo: 29,
    content:
      '<p>财学会员分为多个等级，不同等级包含的直播间、策略和课程不同。</p>' +
      '<h3>开通步骤</h3><ol><li>进入「我的」，点击顶部会员卡片。</li><li>选择会员产品，查看包含的权益。</li><li>点击“立即开通”并完成支付。</li></ol>' +
      '<h3>有效期</h3><p>权益从支付成功时起生效；到期前 7 天 App 会提醒续费，续费后有效期自动顺延。</p>',
  },
  {
    categoryCode: 'help',
    title: '如何修改密码',
    description: '通过旧密码修改，或用短信验证码找回',
    daysAgo: 28,
    content:
      '<h3>记得旧密码</h3><p>进入「我的」→「个人信息」→「修改密码」，输入旧密码和 6-20 位的新密码，保存即可。</p>' +
      '<h3>忘记旧密码</h3><p>退出登录后在登录页选择“验证码登录”，登录后再按上面的步骤设置新密码。</p>' +
      '<blockquote>为了账号安全，请不要使用生日、手机号等容易被猜到的密码。</blockquote>',
  },
  {
    categoryCode: 'help',
    title: '如何修改头像和昵称',
    description: '个性化您的个人资料',
    daysAgo: 27,
    content:
      '<p>进入「我的」→「个人信息」，点击头像可从相册选择图片上传（支持 png、jpg、gif、bmp，不超过 5MB）；点击昵称可修改显示名称。</p><p>修改后在直播间发言时会显示新的头像和昵称。</p>',
  },
  {
    categoryCode: 'help',
    title: '如何调整字体大小',
    description: '在系统设置中选择适合阅读的字号',
    daysAgo: 26,
    content:
      '<p>进入「我的」→「系统设置」→「字体大小」，拖动滑块即可预览效果，确认后文章、直播消息等页面都会使用新的字号。</p>',
  },
  {
    categoryCode: 'help',
    title: '收不到短信验证码怎么办',
    description: '常见原因与处理方法',
    daysAgo: 25,
    content:
      '<ul><li>确认手机号填写正确，且手机信号正常。</li><li>检查短信是否被手机安全软件拦截。</li><li>同一手机号 60 秒内只能获取一次验证码，请稍后重试。</li><li>仍收不到时，请在「意见反馈」中告诉我们。</li></ul>',
  },
  // --- member articles (投资笔记) ---
  {
    categoryCode: 'article',
    title: '投资笔记：看懂成交量的三个信号',
    description: '放量突破、缩量回调、天量见顶',
    daysAgo: 6,
    content:
      '<p>成交量是价格的“燃料”。很多新手只盯着 K 线，却忽略了量能的变化。</p>' +
      '<h3>一、放量突破</h3><p>股价突破重要压力位时，成交量明显放大（通常是前 5 日均量的 1.5 倍以上），说明资金认可突破，有效性更高。</p>' +
      '<h3>二、缩量回调</h3><p>上涨后的回调如果成交量持续萎缩，往往说明抛压不重，是趋势中的正常休整。</p>' +
      '<h3>三、天量见顶</h3><p>高位出现历史性天量而价格滞涨，需要警惕主力出货。</p>' +
      '<p><strong>小结：</strong>量在价先，量价配合才是健康的走势。</p>',
  },
  {
    categoryCode: 'article',
    title: '投资笔记：止损不是认输',
    description: '为什么要在买入前就想好卖点',
    daysAgo: 4,
    content:
      '<p>很多人亏大钱，不是因为选错了股票，而是因为错了之后不肯走。</p>' +
      '<p>建议在买入前写下三件事：买入理由、目标价位、止损价位。一旦买入理由不再成立，或价格跌破止损位，就按计划执行。</p>' +
      '<p>止损的意义是把单笔亏损控制在账户可以承受的范围内（例如总资金的 2%），保留下一次机会。</p>',
  },
  {
    categoryCode: 'article',
    title: '投资笔记：仓位管理的“金字塔”',
    description: '分批建仓，越涨越少',
    daysAgo: 2,
    content:
      '<p>金字塔建仓法：第一笔买入计划仓位的 50%，确认走势后再加 30%，最后加 20%。</p>' +
      '<table><thead><tr><th>批次</th><th>比例</th><th>条件</th></tr></thead><tbody>' +
      '<tr><td>第一笔</td><td>50%</td><td>买入理由成立</td></tr><tr><td>第二笔</td><td>30%</td><td>突破确认</td></tr><tr><td>第三笔</td><td>20%</td><td>回踩不破</td></tr>' +
      '</tbody></table><p>这样即使判断失误，亏损也只发生在较小的仓位上。</p>',
  },
  {
    categoryCode: 'article',
    title: '投资笔记：读财报先看这三张表',
    description: '资产负债表、利润表、现金流量表',
    daysAgo: 1,
    content:
      '<ul><li><strong>利润表</strong>：公司赚不赚钱，看营收和净利润的增速。</li><li><strong>资产负债表</strong>：家底厚不厚，关注资产负债率和应收账款。</li><li><strong>现金流量表</strong>：赚的是不是真钱，经营现金流长期低于净利润需要警惕。</li></ul>',
  },
  // --- strategies ---
  {
    categoryCode: 'strategy',
    title: '均线多头排列策略',
    description: '5、10、20 日均线依次向上发散时的跟随策略',
    daysAgo: 10,
    content:
      '<p><strong>选股条件：</strong>5 日、10 日、20 日均线自上而下依次排列且同时向上。</p><p><strong>买点：</strong>股价回踩 10 日均线不破时分批买入。</p><p><strong>止损：</strong>收盘跌破 20 日均线。</p><p>本策略仅供学习，不构成投资建议。</p>',
  },
  {
    categoryCode: 'strategy',
    title: '缩量回踩买入策略',
    description: '强势股回调到位的低吸方法',
    daysAgo: 8,
    content:
      '<p><strong>条件：</strong>近 20 日涨幅超过 20% 的强势股，回调时成交量萎缩到高点的一半以下。</p><p><strong>买点：</strong>回调至前期突破位附近企稳。</p><p><strong>止损：</strong>跌破前期突破位 3%。</p><p>本策略仅供学习，不构成投资建议。</p>',
  },
  {
    categoryCode: 'strategy',
    title: '金牌会员 · 龙头股首板接力策略',
    description: '金牌直播 VIP 专享：热点龙头的识别与接力节奏',
    locked: true,
    daysAgo: 3,
    content:
      '<h3>一、识别龙头</h3><p>板块内最先涨停、封单最坚决、换手充分的个股。</p><h3>二、接力节奏</h3><p>首板次日高开 2%-5% 且竞价量能充足时关注；低开或竞价量不足放弃。</p><h3>三、风控</h3><p>单票仓位不超过 20%，次日不及预期开盘即走。</p><p>本策略仅供学习，不构成投资建议。</p>',
  },
  // --- agreements (readable without a token) ---
  {
    categoryCode: 'agreement',
    code: 'agreement',
    title: '财学用户服务协议',
    description: '',
    daysAgo: 60,
    content:
      '<p>欢迎使用财学！在注册和使用本服务前，请您仔细阅读本协议。</p>' +
      '<h3>一、服务内容</h3><p>财学为用户提供投资教育类直播、课程、资讯等内容服务。平台内容仅供学习参考，不构成任何投资建议。</p>' +
      '<h3>二、账号</h3><p>您应使用本人手机号注册并妥善保管账号和密码，不得转让、出借账号。</p>' +
      '<h3>三、会员服务</h3><p>会员服务为数字内容服务，开通后即时生效。有效期、权益以购买页面说明为准。</p>' +
      '<h3>四、用户行为</h3><p>您不得在平台发布违法、虚假、诱导交易或侵犯他人权益的内容，不得冒充老师荐股。</p>' +
      '<h3>五、风险提示</h3><p>投资有风险，入市需谨慎。您应根据自身情况独立作出投资决策并自行承担风险。</p>',
  },
  {
    categoryCode: 'agreement',
    code: 'privacy',
    title: '财学隐私政策',
    description: '',
    daysAgo: 60,
    content:
      '<p>我们重视您的个人信息保护。本政策说明我们如何收集、使用和保护您的信息。</p>' +
      '<h3>一、我们收集的信息</h3><ul><li>注册登录：手机号、微信授权的昵称和头像。</li><li>使用服务：观看记录、发言内容、意见反馈。</li></ul>' +
      '<h3>二、信息的使用</h3><p>仅用于提供和改进服务、保障账号安全、向您发送服务通知。</p>' +
      '<h3>三、您的权利</h3><p>您可以在「我的」中查看和修改个人信息，或注销账号；注销后我们将删除或匿名化您的个人信息。</p>',
  },
];

interface DemoPush {
  title: string;
  content: string;
  link: string;
  hoursAgo: number;
  read: boolean;
}

export const DEMO_PUSHES: DemoPush[] = [
  { title: '直播提醒', content: '您关注的李建华老师《早盘策略》将于 9:00 开播，点击进入直播间。', link: '/pages/liveVideo/list/index', hoursAgo: 2, read: false },
  { title: '会员到期提醒', content: '您的金牌会员将在 7 天后到期，续费后权益自动顺延。', link: '/pages/goods/list/index', hoursAgo: 20, read: false },
  { title: '老师回复了您', content: '陈志强老师回复了您在《短线擒龙》直播间的提问，快去看看吧。', link: '/pages/liveVideo/list/index', hoursAgo: 30, read: true },
  { title: '意见反馈已回复', content: '您提交的意见反馈已有回复，请在「意见反馈」中查看。', link: '/pages/mine/faq/feedbackDetail/index', hoursAgo: 50, read: true },
  { title: '新策略上线', content: '《金牌会员 · 龙头股首板接力策略》已上线，会员可在「我的策略」中查看。', link: '/pages/mine/strategy/index', hoursAgo: 72, read: true },
  { title: '开通成功', content: '恭喜您开通金牌会员，现在可以进入全部 VIP 直播间。', link: '/pages/mine/index/index', hoursAgo: 24 * 30, read: true },
];

export const DEMO_FEEDBACK = {
  content: '图文直播间的图片点开后能不能支持双指放大？看 K 线截图的时候细节看不清。',
  reply: '<p>您好，感谢您的建议！图片预览已支持双指缩放，请更新到最新版本后再试。如仍有问题欢迎继续反馈。</p>',
  daysAgo: 3,
};

/** Teachers 张三 follows (teachers.name). */
export const DEMO_FOLLOWED_TEACHERS = ['李建华', '陈志强'];

/** Applies the member-centre seed set once; returns false when it was already there. */
export async function seedCentre(db: Db, pictureUrlOf: (file: string) => string, now: Date = new Date()): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, CENTRE_SEED_NAME)).limit(1);
  if (done.length > 0) return false;
  const ago = (ms: number) => new Date(now.getTime() - ms);

  return db.transaction(async (tx) => {
    const marker = await tx.insert(seedRuns).values({ name: CENTRE_SEED_NAME }).onConflictDoNothing().returning();
    if (marker.length === 0) return false;

    await tx.insert(faqs).values(DEMO_FAQS.map((f, sort) => ({ question: f.question, answer: sanitizeArticleHtml(f.answer), sort })));

    const [vip] = await tx.select({ id: accessModules.id }).from(accessModules).where(eq(accessModules.code, VIP_MODULE_CODE)).limit(1);
    const articlePics: Record<string, string> = { article: 'banner-camp.svg', strategy: 'banner-vip.svg' };
    await tx.insert(articles).values(
      DEMO_ARTICLES.map((a, sort) => ({
        categoryCode: a.categoryCode,
        code: a.code ?? null,
        title: a.title,
        description: a.description,
        pic: articlePics[a.categoryCode] ? pictureUrlOf(articlePics[a.categoryCode]) : '',
        content: sanitizeArticleHtml(a.content),
        moduleId: a.locked && vip ? vip.id : null,
        visits: 80 + ((sort * 137) % 900),
        // Help articles keep their written order; the others list newest first.
        sort: a.categoryCode === 'help' ? sort : 0,
        createdAt: ago(a.daysAgo * DAY),
      })),
    );

    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.mobile, MEMBER_MOBILE)).limit(1);
    if (member) {
      await tx.insert(memberPushes).values(
        DEMO_PUSHES.map((p) => ({
          memberId: member.id,
          title: p.title,
          content: p.content,
          link: p.link,
          createdAt: ago(p.hoursAgo * HOUR),
          readAt: p.read ? ago(p.hoursAgo * HOUR - HOUR) : null,
        })),
      );
      await tx.insert(feedbacks).values({
        memberId: member.id,
        content: escapeText(DEMO_FEEDBACK.content),
        reply: sanitizeArticleHtml(DEMO_FEEDBACK.reply),
        createdAt: ago(DEMO_FEEDBACK.daysAgo * DAY),
        repliedAt: ago(DEMO_FEEDBACK.daysAgo * DAY - 5 * HOUR),
      });
      const followed = await tx.select({ id: teachers.id, name: teachers.name }).from(teachers).where(inArray(teachers.name, DEMO_FOLLOWED_TEACHERS));
      const byName = new Map(followed.map((t) => [t.name, t.id]));
      const values = DEMO_FOLLOWED_TEACHERS.flatMap((name, i) => {
        const id = byName.get(name);
        return id === undefined ? [] : [{ memberId: member.id, targetType: 'teacher' as const, targetId: id, createdAt: ago((10 - i) * DAY) }];
      });
      if (values.length > 0) await tx.insert(memberFollows).values(values);
    }
    return true;
  });
}
