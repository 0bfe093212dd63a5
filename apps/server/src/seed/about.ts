import type { Db } from '../db/client';
import { articles } from '../db/schema';
import { escapeText, sanitizeArticleHtml } from '../modules/centre/text';
import { VIDEO_PICTURES } from './video-data';

/**
 * The about pages (issue 5) as articles of category 'about', read by code through
 * GET /api/article/get/info/{code} (visitors too): about 公司简介, personnel 投顾团队, app 下载 App,
 * stock 股票大赛介绍, about-video 宣传视频 (its description is `videoId=<media video id>`, the
 * video the page plays through /api/video/get/info/{id}). Part of the 'video-v1' seed set.
 */

export const ABOUT_CATEGORY = 'about';
export const ABOUT_CODES = { about: 'about', personnel: 'personnel', app: 'app', stock: 'stock', video: 'about-video' } as const;

const RISK = '<p><strong>风险提示：</strong>投资有风险，入市需谨慎。平台内容仅供投资者教育与参考，不构成任何投资建议。</p>';

function aboutHtml(companyPic: string): string {
  return (
    '<h3>公司简介</h3>' +
    '<p>财学成立于 2014 年，总部位于深圳，是一家专注投资者教育与证券投资咨询服务的互联网平台。十年来，我们以“让每一位普通投资者读懂市场”为使命，通过图文直播、视频直播、系统课程和资讯研究，累计服务用户超过 300 万人。</p>' +
    `<p><img src="${companyPic}" alt="财学总部" width="690" height="360"></p>` +
    '<h3>资质与荣誉</h3>' +
    '<table><thead><tr><th>资质 / 荣誉</th><th>说明</th><th>年份</th></tr></thead><tbody>' +
    '<tr><td>证券投资咨询业务资格</td><td>经营证券期货业务许可证（示例编号 ZX-0000-DEMO）</td><td>2015</td></tr>' +
    '<tr><td>国家高新技术企业</td><td>投资者教育智能内容平台</td><td>2019</td></tr>' +
    '<tr><td>信息系统安全等级保护</td><td>三级备案</td><td>2021</td></tr>' +
    '<tr><td>年度投资者教育优秀机构</td><td>行业协会评选</td><td>2023</td></tr>' +
    '</tbody></table>' +
    '<h3>我们提供</h3>' +
    '<ul><li>图文直播与视频直播：每个交易日早盘、午间、收盘后多场直播。</li><li>系统课程：从入门到进阶的 K 线、财报、量化与资产配置课程。</li><li>资讯与研究：每日早报、热点解读、股票池与策略。</li><li>模拟炒股大赛：在实战中检验所学。</li></ul>' +
    '<h3>联系我们</h3>' +
    '<ul><li>客服热线：400-800-6688（工作日 9:00-18:00）</li><li>公司地址：深圳市福田区金融科技大厦 18 层</li><li>商务合作：bd@caixue.example</li></ul>' +
    RISK
  );
}

function personnelHtml(team: { name: string; title: string; certificate: string }[]): string {
  const rows = team
    .map((t) => `<tr><td>${escapeText(t.name)}</td><td>${escapeText(t.title)}</td><td>${escapeText(t.certificate || '详见老师主页')}</td></tr>`)
    .join('');
  return (
    '<h3>投顾团队</h3>' +
    '<p>财学投顾团队由持有证券投资咨询执业资格的老师组成，平均从业年限超过 12 年，覆盖宏观策略、技术分析、量化投资、资产配置与固定收益五大方向。所有直播与课程内容均经合规审核后发布。</p>' +
    `<table><thead><tr><th>老师</th><th>擅长方向</th><th>执业证书编号</th></tr></thead><tbody>${rows}</tbody></table>` +
    '<p>点击下方老师卡片可进入老师主页，查看直播、课程与回看。</p>' +
    '<p>可在中国证券业协会官网“从业人员执业注册信息公示”中查询老师的执业资格。</p>' +
    RISK
  );
}

function appHtml(appPic: string): string {
  return (
    '<h3>下载财学 App</h3>' +
    `<p><img src="${appPic}" alt="下载财学 App" width="690" height="420"></p>` +
    '<p>财学 App 支持 iPhone 与安卓手机。直播开播提醒、课程离线缓存、自选股行情，投资学习随时随地。</p>' +
    '<h3>下载方式</h3>' +
    '<ol><li>iPhone：在 App Store 搜索“财学”下载安装。</li><li>安卓：在各大应用商店搜索“财学”，或点击页面下方按钮下载安装包。</li><li>使用注册手机号登录，会员权益与网页版、小程序完全同步。</li></ol>' +
    '<h3>常见问题</h3>' +
    '<p><strong>App 与小程序有什么区别？</strong>内容和会员权益一致；App 额外支持开播推送提醒和课程缓存。</p>' +
    '<p><strong>安装提示“未知来源”？</strong>请在手机设置中允许安装来自浏览器的应用，安装完成后可关闭该选项。</p>'
  );
}

function stockHtml(): string {
  return (
    '<h3>什么是模拟炒股大赛</h3>' +
    '<p>财学模拟炒股大赛使用真实行情、虚拟资金进行交易，零风险检验你的选股与交易能力。每期四周，每月开赛，全年 12 期，积分前 50 名进入年度总决赛。</p>' +
    '<h3>参赛规则</h3>' +
    '<ul><li>每位选手初始模拟资金 100 万元，交易规则与 A 股一致（T+1、涨跌停限制、手续费按万分之三计算）。</li><li>单只股票持仓不得超过总资产的 50%。</li><li>比赛期间至少完成 10 笔交易，方可参与排名。</li><li>排名按期末收益率计算，收益率相同时回撤小者优先。</li></ul>' +
    '<h3>奖项设置</h3>' +
    '<table><thead><tr><th>名次</th><th>奖励</th></tr></thead><tbody>' +
    '<tr><td>冠军</td><td>现金 5,000 元 + 钻石会员一年</td></tr>' +
    '<tr><td>亚军</td><td>现金 3,000 元 + 金牌会员一年</td></tr>' +
    '<tr><td>季军</td><td>现金 2,000 元 + 金牌会员半年</td></tr>' +
    '<tr><td>第 4-10 名</td><td>金牌会员三个月</td></tr>' +
    '<tr><td>周冠军</td><td>名师一对一持仓点评一次</td></tr>' +
    '</tbody></table>' +
    '<h3>如何参加</h3>' +
    '<ol><li>在“股票大赛”页面选择进行中或即将开始的比赛。</li><li>点击“点击了解”查看详情并报名。</li><li>开赛后在比赛页进行模拟交易，实时查看排名。</li></ol>' +
    '<p>模拟交易成绩不代表真实投资收益，请理性参赛。</p>'
  );
}

function videoHtml(): string {
  return (
    '<p>一支短片，带你了解财学：十年专注投资者教育，五大方向的投顾团队，覆盖直播、课程、资讯的一站式学习平台。</p>' +
    '<p>我们相信，理性的投资始于认知。财学将继续陪伴每一位投资者，走好投资路上的每一步。</p>'
  );
}

export interface AboutSeedInput {
  pictureUrlOf: (file: string) => string;
  /** The media-library video the about/video page plays. */
  brandVideo: { id: number; pic: string } | null;
  teachers: { name: string; title: string; certificate: string }[];
  now: Date;
}

/** Inserts the about articles (skipping a code already taken). */
export async function seedAboutArticles(db: Db, input: AboutSeedInput): Promise<void> {
  const companyPic = input.pictureUrlOf(VIDEO_PICTURES.company);
  const appPic = input.pictureUrlOf(VIDEO_PICTURES.app);
  const rows = [
    { code: ABOUT_CODES.about, title: '公司简介', description: '十年专注投资者教育的财学', pic: companyPic, content: aboutHtml(companyPic) },
    { code: ABOUT_CODES.personnel, title: '投顾团队', description: '持证上岗的专业投顾老师', pic: '', content: personnelHtml(input.teachers) },
    { code: ABOUT_CODES.app, title: '下载 App', description: '直播、课程、资讯随身看', pic: appPic, content: appHtml(appPic) },
    { code: ABOUT_CODES.stock, title: '股票大赛介绍', description: '真实行情、虚拟资金，零风险练兵', pic: '', content: stockHtml() },
    {
      code: ABOUT_CODES.video,
      title: '财学宣传片',
      // The page reads the video id from here: videoId=<id of the media-library video>.
      description: input.brandVideo ? `videoId=${input.brandVideo.id}` : '',
      pic: input.brandVideo?.pic ?? '',
      content: videoHtml(),
    },
  ];
  await db
    .insert(articles)
    .values(
      rows.map((row, sort) => ({
        categoryCode: ABOUT_CATEGORY,
        ...row,
        content: sanitizeArticleHtml(row.content),
        sort,
        createdAt: new Date(input.now.getTime() - (30 - sort) * 24 * 3600_000),
      })),
    )
    .onConflictDoNothing();
}
