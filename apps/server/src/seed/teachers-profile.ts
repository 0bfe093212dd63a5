import type { BannerArt } from './images';

/**
 * Teacher page profiles for the seeded teachers (by name): an HTML introduction, the certificate
 * number of the securities-advisor qualification, tags and the cover drawn at the top of the page.
 */

export interface TeacherProfileSeed {
  name: string;
  key: string;
  certificate: string;
  tags: string[];
  content: string;
  cover: Omit<BannerArt, 'title'>;
}

export const TEACHER_PROFILES: TeacherProfileSeed[] = [
  {
    name: '李建华',
    key: 'li',
    certificate: 'A0120619080001',
    tags: ['宏观策略', '价值投资', '行业轮动'],
    cover: { subtitle: '首席投资顾问 · 从业 20 年', badge: '宏观 · 价值', colors: ['#ff7a45', '#d81e06'] },
    content:
      '<p>李建华，首席投资顾问，证券投资咨询执业编号 A0120619080001。从业二十年，先后在券商研究所和资产管理机构任职，长期跟踪宏观经济与行业景气度。</p>' +
      '<h3>投资理念</h3><p>坚持“好行业、好公司、好价格”，重视安全边际与仓位管理，主张用长期视角看待市场波动。</p>' +
      '<h3>擅长领域</h3><ul><li>宏观经济与政策解读</li><li>行业轮动与景气度跟踪</li><li>上市公司财务分析</li></ul>' +
      '<p>主讲课程：《价值投资的底层逻辑》《行业轮动与宏观周期》《读懂财务报表：从零开始》。</p>',
  },
  {
    name: '王雅琴',
    key: 'wang',
    certificate: 'A0120620050013',
    tags: ['短线', '技术分析', 'K线形态'],
    cover: { subtitle: '技术分析讲师 · 注册分析师', badge: '短线 · 技术', colors: ['#f093fb', '#f5576c'] },
    content:
      '<p>王雅琴，技术分析讲师，证券投资咨询执业编号 A0120620050013。专注 K 线形态、量价关系与短线情绪周期研究，授课风格深入浅出。</p>' +
      '<h3>投资理念</h3><p>技术分析是概率工具而不是预言，每一笔交易都要先想好错了怎么办。</p>' +
      '<h3>擅长领域</h3><ul><li>K 线形态与量价关系</li><li>涨停梯队与情绪周期</li><li>短线交易纪律</li></ul>' +
      '<p>主讲课程：《股票投资入门 30 讲》《K 线形态精讲》《量价关系实战》。</p>',
  },
  {
    name: '陈志强',
    key: 'chen',
    certificate: 'A0120618110027',
    tags: ['量化', '多因子', '风险控制'],
    cover: { subtitle: '量化策略研究员', badge: '量化 · 数据', colors: ['#43e97b', '#38a169'] },
    content:
      '<p>陈志强，量化策略研究员，证券投资咨询执业编号 A0120618110027。数学专业背景，从事量化选股与风险模型研究十余年。</p>' +
      '<h3>投资理念</h3><p>用数据说话，用规则约束情绪；先控制回撤，再追求收益。</p>' +
      '<h3>擅长领域</h3><ul><li>多因子选股</li><li>策略回测与评价</li><li>组合风险控制</li></ul>' +
      '<p>主讲课程：《量化投资入门：用数据做决策》《多因子选股实战》《MACD 与 KDJ 指标实战》。</p>',
  },
  {
    name: '刘思远',
    key: 'liu',
    certificate: 'A0120621030042',
    tags: ['基金定投', '资产配置', '投资心理'],
    cover: { subtitle: '基金与资产配置讲师', badge: '配置 · 定投', colors: ['#667eea', '#764ba2'] },
    content:
      '<p>刘思远，基金与资产配置讲师，证券投资咨询执业编号 A0120621030042。长期从事投资者教育工作，帮助普通家庭建立稳健的资产配置。</p>' +
      '<h3>投资理念</h3><p>资产配置决定了长期收益的大部分，纪律和耐心比择时更重要。</p>' +
      '<h3>擅长领域</h3><ul><li>家庭资产配置</li><li>基金定投与基金筛选</li><li>行为金融与投资心理</li></ul>' +
      '<p>主讲课程：《家庭资产配置必修课》《基金定投入门》《财富圈·投资心理与交易纪律》。</p>',
  },
  {
    name: '赵文博',
    key: 'zhao',
    certificate: 'A0120617090058',
    tags: ['债券', '固收', '稳健理财'],
    cover: { subtitle: '债券与固收分析师', badge: '债券 · 固收', colors: ['#30cfd0', '#330867'] },
    content:
      '<p>赵文博，债券与固收分析师，证券投资咨询执业编号 A0120617090058。深耕债券市场十余年，熟悉利率债、信用债与可转债。</p>' +
      '<h3>投资理念</h3><p>稳健是复利的前提，先看风险再看收益。</p>' +
      '<h3>擅长领域</h3><ul><li>利率走势研判</li><li>信用风险分析</li><li>可转债策略</li></ul>' +
      '<p>主讲课程：《债券投资与固收理财》《可转债投资入门》。</p>',
  },
];

export const teacherCoverFile = (key: string) => `teacher-cover-${key}.svg`;
