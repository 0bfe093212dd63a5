import type { Board, Market, SecurityType } from './provider';

/**
 * The seeded universe of the simulation driver (and the search table of every driver): real A-share
 * codes and names, with plausible (not current) base prices, shares outstanding (亿股), an industry and
 * concept membership; the main indices; convertible bonds with their underlying stock.
 *
 * Base prices, share counts, conversion prices, ratings and sizes are demo seeds of about the right
 * size, not today's figures. ST flags are as seeded (a name starting with ST or *ST); the real list
 * changes every spring. Pinyin initials were generated with pinyin-pro (word-aware: 长江 -> cj, 银行 -> yh)
 * and checked by hand; they are data here, so the server needs no pinyin library. A new row needs its
 * initials written by hand (ST names keep "st" in front).
 */

export interface StockSeed {
  code: string;
  name: string;
  initials: string;
  industry: string;
  /** Yuan: the level the simulated price reverts to. */
  basePrice: number;
  /** Shares outstanding, 亿股 (100 million). */
  shares: number;
}

export interface IndexSeed {
  symbol: string;
  name: string;
  initials: string;
  /** Points. */
  baseLevel: number;
  /** Sensitivity to the market factor of the simulation. */
  beta: number;
  /** Typical daily turnover, 亿元. */
  baseAmount: number;
}

export interface BondSeed {
  code: string;
  name: string;
  initials: string;
  underlying: string;
  conversionPrice: number;
  rating: string;
  /** 剩余规模, 亿元. */
  remainingSize: number;
}

export interface ConceptSeed {
  code: string;
  name: string;
  members: string[];
}

// code name initials industry basePrice(yuan) shares(亿)
const STOCK_ROWS = `
  600519 贵州茅台 gzmt 白酒 1450 12.56
  600036 招商银行 zsyh 银行 42 252.2
  601318 中国平安 zgpa 保险 55 182.1
  600900 长江电力 cjdl 电力 29 244.7
  601398 工商银行 gsyh 银行 7.2 3564
  601939 建设银行 jsyh 银行 8.9 2500
  601288 农业银行 nyyh 银行 6.2 3499
  601988 中国银行 zgyh 银行 5.6 2944
  600000 浦发银行 pfyh 银行 12 293.5
  601166 兴业银行 xyyh 银行 21 207.7
  600016 民生银行 msyh 银行 4.2 437.8
  601328 交通银行 jtyh 银行 7.5 742.6
  601998 中信银行 zxyh 银行 7.3 489.1
  601658 邮储银行 ycyh 银行 5.5 991.6
  601818 光大银行 gdyh 银行 3.8 590.9
  600919 江苏银行 jsyh 银行 10 183.5
  601009 南京银行 njyh 银行 11 123.6
  601229 上海银行 shyh 银行 9.5 142.1
  600926 杭州银行 hzyh 银行 15 72.5
  601838 成都银行 cdyh 银行 18 42.4
  601825 沪农商行 hnsh 银行 8.5 96.4
  601963 重庆银行 cqyh 银行 9.8 34.7
  601665 齐鲁银行 qlyh 银行 5.8 60.5
  601128 常熟银行 csyh 银行 7.2 30.1
  600030 中信证券 zxzq 证券 28 148.2
  601688 华泰证券 htzq 证券 19 90.3
  601211 国泰海通 gtht 证券 19 176.3
  600999 招商证券 zszq 证券 17 87
  601881 中国银河 zgyh 证券 16 109.3
  600958 东方证券 dfzq 证券 10 85
  601066 中信建投 zxjt 证券 25 77.6
  601377 兴业证券 xyzq 证券 6.5 86.4
  601901 方正证券 fzzq 证券 8 82.3
  601995 中金公司 zjgs 证券 35 48.3
  600909 华安证券 hazq 证券 6 47
  600061 国投资本 gtzb 证券 7.5 64
  601628 中国人寿 zgrs 保险 38 282.6
  601601 中国太保 zgtb 保险 35 96.2
  601336 新华保险 xhbx 保险 50 31.2
  600028 中国石化 zgsh 石油 5.8 1213
  601857 中国石油 zgsy 石油 8.5 1830
  600938 中国海油 zghy 石油 26 475
  601088 中国神华 zgsh 煤炭 39 198.7
  600188 兖矿能源 ykny 煤炭 13 100.4
  601225 陕西煤业 sxmy 煤炭 22 97
  601898 中煤能源 zmny 煤炭 11 132.6
  601699 潞安环能 lahn 煤炭 13 29.9
  600582 天地科技 tdkj 煤炭 6.5 41.4
  600309 万华化学 whhx 化工 70 31.4
  600346 恒力石化 hlsh 化工 15 70.4
  600426 华鲁恒升 hlhs 化工 23 21.2
  600141 兴发集团 xfjt 化工 22 11.1
  600585 海螺水泥 hlsn 建材 24 53
  600176 中国巨石 zgjs 建材 13 40
  601865 福莱特 flt 光伏 17 23.4
  600887 伊利股份 ylgf 食品 28 63.7
  603288 海天味业 htwy 食品 40 55.6
  600298 安琪酵母 aqjm 食品 35 8.7
  600872 中炬高新 zjgx 食品 20 7.8
  600600 青岛啤酒 qdpj 啤酒 70 13.6
  600132 重庆啤酒 cqpj 啤酒 55 4.8
  600809 山西汾酒 sxfj 白酒 190 12.2
  600702 舍得酒业 sdjy 白酒 60 3.3
  600779 水井坊 sjf 白酒 45 4.9
  603369 今世缘 jsy 白酒 45 12.5
  600559 老白干酒 lbgj 白酒 18 9.1
  603198 迎驾贡酒 yjgj 白酒 50 8
  603589 口子窖 kzj 白酒 35 6
  600197 伊力特 ylt 白酒 16 4.7
  600276 恒瑞医药 hryy 医药 60 63.8
  600436 片仔癀 pzh 医药 200 6
  603259 药明康德 ymkd 医药 90 29
  600196 复星医药 fxyy 医药 25 26.7
  600085 同仁堂 trt 医药 38 13.7
  600079 人福医药 rfyy 医药 21 16.3
  600332 白云山 bys 医药 28 16.3
  601607 上海医药 shyy 医药 19 37.1
  600161 天坛生物 ttsw 医药 20 19.8
  600867 通化东宝 thdb 医药 8 19.7
  603233 大参林 dsl 医药 15 11.4
  603939 益丰药房 yfyf 医药 25 12.1
  603456 九洲药业 jzyy 医药 13 8.9
  600763 通策医疗 tcyl 医疗 45 3.2
  603882 金域医学 jyyx 医疗 25 4.7
  601012 隆基绿能 ljln 光伏 18 75.8
  600438 通威股份 twgf 光伏 20 45
  601888 中国中免 zgzm 旅游 70 20.7
  600754 锦江酒店 jjjd 旅游 25 10.7
  600690 海尔智家 hezj 家电 27 93.8
  603195 公牛集团 gnjt 家电 50 12.9
  603486 科沃斯 kws 家电 60 5.8
  600104 上汽集团 sqjt 汽车 16 115.8
  601633 长城汽车 ccqc 汽车 24 85.6
  601127 赛力斯 sls 汽车 130 16.3
  600733 北汽蓝谷 bqlg 汽车 8 55.7
  601238 广汽集团 gqjt 汽车 8 104.9
  600066 宇通客车 ytkc 汽车 26 22.1
  600418 江淮汽车 jhqc 汽车 40 21.8
  601965 中国汽研 zgqy 汽车 17 10
  600660 福耀玻璃 fybl 汽车零部件 60 26.1
  601689 拓普集团 tpjt 汽车零部件 60 17.4
  600741 华域汽车 hyqc 汽车零部件 17 31.5
  601058 赛轮轮胎 sllt 汽车零部件 14 32.9
  601799 星宇股份 xygf 汽车零部件 140 2.9
  603596 伯特利 btl 汽车零部件 50 6.1
  601766 中国中车 zgzc 机械 7.5 287
  600031 三一重工 syzg 机械 20 84.8
  601100 恒立液压 hlyy 机械 75 13.4
  600150 中国船舶 zgcb 船舶 35 44.7
  600482 中国动力 zgdl 船舶 22 22.5
  600760 中航沈飞 zhsf 军工 50 27.6
  600893 航发动力 hfdl 军工 38 26.7
  600118 中国卫星 zgwx 军工 35 11.8
  600372 中航机载 zhjz 军工 12 48.4
  600435 北方导航 bfdh 军工 11 14.9
  600879 航天电子 htdz 军工 9 33
  601698 中国卫通 zgwt 通信 20 42.2
  600050 中国联通 zglt 通信 5.5 318
  600941 中国移动 zgyd 通信 110 215
  601728 中国电信 zgdx 通信 6.8 915
  600498 烽火通信 fhtx 通信 22 11.8
  601869 长飞光纤 cfgx 通信 40 7.6
  600522 中天科技 ztkj 通信 15 34.1
  600487 亨通光电 htgd 通信 16 24.7
  603083 剑桥科技 jqkj 通信 60 2.7
  603118 共进股份 gjgf 通信 9 7.9
  600183 生益科技 sykj 电子 40 24.3
  601138 工业富联 gyfl 电子 50 198.6
  603296 华勤技术 hqjs 电子 70 10.2
  601231 环旭电子 hxdz 电子 16 22
  600584 长电科技 cdkj 半导体 38 17.9
  600745 闻泰科技 wtkj 半导体 35 12.4
  603501 豪威集团 hwjt 半导体 120 12.2
  603986 兆易创新 zycx 半导体 120 6.7
  600703 三安光电 sagd 半导体 13 49.9
  600460 士兰微 slw 半导体 28 16.6
  603160 汇顶科技 hdkj 半导体 75 4.6
  603893 瑞芯微 rxw 半导体 120 4.2
  600171 上海贝岭 shbl 半导体 20 7.1
  600667 太极实业 tjsy 半导体 7 21.1
  603005 晶方科技 jfkj 半导体 25 6.5
  603290 斯达半导 sdbd 半导体 90 2.4
  600588 用友网络 yywl 软件 13 34.2
  600570 恒生电子 hsdz 软件 30 18.9
  601360 三六零 sll 软件 11 70
  600845 宝信软件 bxrj 软件 30 28.8
  600536 中国软件 zgrj 软件 40 8.6
  603019 中科曙光 zksg 计算机 70 14.6
  600100 同方股份 tfgf 计算机 7 33.5
  603881 数据港 sjg 计算机 25 3.6
  601899 紫金矿业 zjky 有色 20 265.8
  600547 山东黄金 sdhj 有色 30 44.7
  600489 中金黄金 zjhj 有色 15 48.5
  603993 洛阳钼业 lymy 有色 9 214.9
  600111 北方稀土 bfxt 有色 30 36.2
  600392 盛和资源 shzy 有色 12 17.5
  601600 中国铝业 zgly 有色 7 171.6
  600362 江西铜业 jxty 有色 25 34.6
  601168 西部矿业 xbky 有色 18 23.8
  601212 白银有色 byys 有色 3.5 74
  603799 华友钴业 hygy 有色 35 17.1
  600019 宝钢股份 bggf 钢铁 7 218
  600010 包钢股份 bggf 钢铁 2 453
  601686 友发集团 yfjt 钢铁 6 14.3
  601919 中远海控 zyhk 航运 15 159.7
  600026 中远海能 zyhn 航运 13 47.7
  601872 招商轮船 zslc 航运 6.5 81.3
  600029 南方航空 nfhk 航空 6 181
  601111 中国国航 zggh 航空 7.3 174.4
  600115 中国东航 zgdh 航空 4 223
  601021 春秋航空 cqhk 航空 50 9.8
  603885 吉祥航空 jxhk 航空 14 22.1
  600009 上海机场 shjc 机场 33 24.9
  600004 白云机场 byjc 机场 10 23.7
  601006 大秦铁路 dqtl 铁路 6.5 198.9
  601816 京沪高铁 jhgt 铁路 5.5 491
  601333 广深铁路 gstl 铁路 3 70.8
  600018 上港集团 sgjt 港口 6 232
  601000 唐山港 tsg 港口 4 59.3
  601298 青岛港 qdg 港口 8 64.9
  600377 宁沪高速 nhgs 公路 13 50.4
  600233 圆通速递 ytsd 物流 15 34.4
  600048 保利发展 blfz 地产 9 119.7
  600606 绿地控股 ldkg 地产 2.2 140.9
  601668 中国建筑 zgjz 建筑 5.5 415.7
  601390 中国中铁 zgzt 建筑 5.8 247.5
  601186 中国铁建 zgtj 建筑 8 135.8
  601800 中国交建 zgjj 建筑 9 162.8
  601618 中国中冶 zgzy 建筑 3 207.2
  601669 中国电建 zgdj 建筑 5.5 172.3
  601117 中国化学 zghx 建筑 7.5 61.1
  600039 四川路桥 sclq 建筑 8 87
  600011 华能国际 hngj 电力 7 157
  600795 国电电力 gddl 电力 5 178.3
  601985 中国核电 zghd 电力 9.5 205.6
  600905 三峡能源 sxny 电力 4.5 286.2
  600886 国投电力 gtdl 电力 15 80
  600027 华电国际 hdgj 电力 5.5 102.3
  600025 华能水电 hnsd 电力 10 180
  600674 川投能源 ctny 电力 17 48.7
  601330 绿色动力 lsdl 环保 7 13.9
  600803 新奥股份 xagf 燃气 19 31
  600406 国电南瑞 gdnr 电力设备 24 80.3
  601877 正泰电器 ztdq 电力设备 23 21.5
  600089 特变电工 tbdg 电力设备 13 50.5
  600875 东方电气 dfdq 电力设备 17 34
  601179 中国西电 zgxd 电力设备 7 51.3
  601615 明阳智能 myzn 电力设备 11 22.7
  603833 欧派家居 opjj 家居 55 6.1
  603899 晨光股份 cggf 文教 30 9.2
  603605 珀莱雅 ply 化妆品 90 4
  600415 小商品城 xspc 商贸 14 54.8
  600637 东方明珠 dfmz 传媒 7 33.4
  603000 人民网 rmw 传媒 20 11.1
  600289 ST信通 stxt 通信 2.5 6.3
  600303 ST曙光 stsg 汽车 3.2 6.8
  600381 ST春天 stct 医药 5.5 5.9
  600360 ST华微 sthw 半导体 5 9.6
  000001 平安银行 payh 银行 11.5 194.1
  000002 万科A wka 地产 7 97.2
  000333 美的集团 mdjt 家电 75 69.8
  000651 格力电器 gldq 家电 42 56
  000858 五粮液 wly 白酒 125 38.8
  000568 泸州老窖 lzlj 白酒 120 14.7
  000596 古井贡酒 gjgj 白酒 160 5.3
  000799 酒鬼酒 jgj 白酒 45 3.2
  000860 顺鑫农业 sxny 白酒 18 7.4
  002304 洋河股份 yhgf 白酒 70 15.1
  000063 中兴通讯 zxtx 通信 35 47.8
  000725 京东方A jdfa 电子 4.2 370
  000100 TCL科技 tclkj 电子 4.5 187.8
  002415 海康威视 hkws 电子 29 92.3
  002475 立讯精密 lxjm 电子 40 72.3
  002241 歌尔股份 gegf 电子 25 34.2
  002236 大华股份 dhgf 电子 16 32.9
  002938 鹏鼎控股 pdkg 电子 30 23.2
  002916 深南电路 sndl 电子 110 5.1
  002463 沪电股份 hdgf 电子 40 19.2
  002600 领益智造 lyzz 电子 8 70
  000050 深天马A stma 电子 9 24.6
  000021 深科技 skj 电子 18 15.6
  000988 华工科技 hgkj 电子 45 10
  000977 浪潮信息 lcxx 计算机 55 14.7
  002230 科大讯飞 kdxf 计算机 50 23.1
  000938 紫光股份 zggf 计算机 25 28.6
  000034 神州数码 szsm 计算机 35 7.2
  002261 拓维信息 twxx 计算机 25 12.6
  002405 四维图新 swtx 计算机 8 23.8
  002410 广联达 gld 软件 12 16.5
  002439 启明星辰 qmxc 软件 18 12.2
  002371 北方华创 bfhc 半导体 420 5.3
  002049 紫光国微 zggw 半导体 70 8.5
  002156 通富微电 tfwd 半导体 28 15.2
  002185 华天科技 htkj 半导体 9.5 32
  000792 盐湖股份 yhgf 化工 18 52.9
  002001 新和成 xhc 化工 22 30.7
  002064 华峰化学 hfhx 化工 7.5 49.6
  000301 东方盛虹 dfsh 化工 9 66.1
  002460 赣锋锂业 gfly 有色 40 20.2
  002466 天齐锂业 tqly 有色 38 16.4
  000831 中国稀土 zgxt 有色 35 10.6
  000878 云南铜业 ynty 有色 13 20
  000630 铜陵有色 tlys 有色 3.5 128
  000807 云铝股份 ylgf 有色 15 34.7
  000708 中信特钢 zxtg 钢铁 12 50.5
  000625 长安汽车 caqc 汽车 13 99.2
  002594 比亚迪 byd 汽车 300 11.65
  002920 德赛西威 dsxw 汽车零部件 120 5.5
  002050 三花智控 shzk 家电 25 37.3
  000921 海信家电 hxjd 家电 25 13.9
  000338 潍柴动力 wcdl 机械 15 87.3
  000157 中联重科 zlzk 机械 7.5 86.8
  000425 徐工机械 xgjx 机械 8.5 118.2
  002008 大族激光 dzjg 机械 22 10.3
  002714 牧原股份 mygf 农业 40 54.6
  000876 新希望 xxw 农业 9 45.1
  002311 海大集团 hdjt 农业 50 16.6
  000895 双汇发展 shfz 食品 26 34.6
  002507 涪陵榨菜 flzc 食品 13 11.5
  000538 云南白药 ynby 医药 55 17.8
  002007 华兰生物 hlsw 医药 16 18.3
  000661 长春高新 ccgx 医药 110 4.1
  002821 凯莱英 kly 医药 75 3.6
  000963 华东医药 hdyy 医药 38 17.5
  002252 上海莱士 shls 医药 7 66.3
  000776 广发证券 gfzq 证券 16 76
  002736 国信证券 gxzq 证券 11 96.1
  000166 申万宏源 swhy 证券 5 250.4
  000783 长江证券 cjzq 证券 6.5 55.3
  002142 宁波银行 nbyh 银行 26 66
  002027 分众传媒 fzcm 传媒 7 144.4
  002555 三七互娱 sqhy 传媒 17 22.2
  002624 完美世界 wmsj 传媒 12 19.4
  000069 华侨城A hqca 旅游 3 82
  002129 TCL中环 tclzh 光伏 9 40.4
  002459 晶澳科技 jakj 光伏 12 33.1
  002812 恩捷股份 ejgf 电池 35 9.8
  002074 国轩高科 gxgk 电池 25 17.9
  002709 天赐材料 tccl 电池 22 19.1
  000009 中国宝安 zgba 电池 10 25.8
  002202 金风科技 jfkj 电力设备 10 42.3
  000400 许继电气 xjdq 电力设备 25 10.2
  002028 思源电气 sydq 电力设备 75 7.8
  002179 中航光电 zhgd 军工 40 21.2
  000768 中航西飞 zhxf 军工 25 27.8
  002025 航天电器 htdq 军工 45 4.6
  000733 振华科技 zhkj 军工 50 5.5
  002281 光迅科技 gxkj 通信 45 8.1
  002352 顺丰控股 sfkg 物流 40 49.8
  000089 深圳机场 szjc 机场 6.5 20.5
  000005 ST星源 stxy 环保 1.6 10.6
  002052 ST同洲 sttz 电子 3.5 7.5
  300750 宁德时代 ndsd 电池 260 44
  300059 东方财富 dfcf 证券 22 158
  300760 迈瑞医疗 mryl 医疗 230 12.1
  300124 汇川技术 hcjs 机械 65 26.9
  300274 阳光电源 ygdy 光伏 80 20.7
  300014 亿纬锂能 ywln 电池 50 20.5
  300122 智飞生物 zfsw 医药 22 23.9
  300015 爱尔眼科 aeyk 医疗 13 93.3
  300142 沃森生物 wssw 医药 10 16
  300347 泰格医药 tgyy 医药 55 8.6
  300498 温氏股份 wsgf 农业 17 66.5
  300408 三环集团 shjt 电子 35 19.2
  300433 蓝思科技 lskj 电子 22 49.8
  300316 晶盛机电 jsjd 光伏 30 13.1
  300450 先导智能 xdzn 电池 25 15.7
  300308 中际旭创 zjxc 通信 150 11.1
  300502 新易盛 xys 通信 120 7.1
  300394 天孚通信 tftx 通信 90 5.5
  300033 同花顺 ths 软件 280 5.4
  300454 深信服 sxf 软件 70 4.2
  300496 中科创达 zkcd 软件 55 4.6
  300418 昆仑万维 klww 传媒 40 12.6
  300413 芒果超媒 mgcm 传媒 25 18.7
  300661 圣邦股份 sbgf 半导体 80 4.7
  300782 卓胜微 zsw 半导体 75 5.3
  300223 北京君正 bjjz 半导体 65 4.8
  300346 南大光电 ndgd 半导体 30 5.4
  300604 长川科技 cckj 半导体 45 6.2
  300751 迈为股份 mwgf 光伏 90 2.8
  300763 锦浪科技 jlkj 光伏 60 4
  300073 当升科技 dskj 电池 40 5.1
  300769 德方纳米 dfnm 电池 30 2.8
  300207 欣旺达 xwd 电池 20 18.5
  300003 乐普医疗 lpyl 医疗 11 18.8
  300009 安科生物 aksw 医药 7.5 16.8
  300017 网宿科技 wskj 计算机 11 24.5
  300024 机器人 jqr 机械 10 15.5
  300058 蓝色光标 lsgb 传媒 8 35.9
  300115 长盈精密 cyjm 电子 18 13.6
  300136 信维通信 xwtx 通信 20 9.7
  300253 卫宁健康 wnjk 软件 7 21.9
  300285 国瓷材料 gccl 化工 18 10
  300339 润和软件 rhrj 软件 35 8
  300373 扬杰科技 yjkj 半导体 45 5.4
  300442 润泽科技 rzkj 计算机 40 17.2
  300474 景嘉微 jjw 半导体 70 5.2
  300476 胜宏科技 shkj 电子 100 8.6
  300570 太辰光 tcg 通信 60 2.3
  300624 万兴科技 wxkj 软件 60 1.9
  300676 华大基因 hdjy 医药 45 4.2
  300866 安克创新 akcx 电子 90 5.3
  300896 爱美客 amk 医疗 160 3
  300999 金龙鱼 jly 食品 30 54.2
  300628 亿联网络 ylwl 通信 35 12.6
  300979 华利集团 hljt 纺织 55 11.7
  300957 贝泰妮 btn 化妆品 45 4.2
  300364 中文在线 zwzx 传媒 25 7.3
  300229 拓尔思 tes 软件 20 8.7
  300620 光库科技 gkkj 通信 50 2.5
  300803 指南针 znz 证券 90 6.1
  300171 东富龙 dfl 医药 13 7.7
  300037 新宙邦 xzb 电池 40 7.5
  300568 星源材质 xycz 电池 10 13.4
  300724 捷佳伟创 jjwc 光伏 80 3.5
  300748 金力永磁 jlyc 有色 20 13.7
  301236 软通动力 rtdl 计算机 45 9.5
  301269 华大九天 hdjt 半导体 110 5.4
  301308 江波龙 jbl 半导体 90 4.2
  688981 中芯国际 zxgj 半导体 90 19.9
  688041 海光信息 hgxx 半导体 150 23.2
  688256 寒武纪 hwj 半导体 600 4.2
  688012 中微公司 zwgs 半导体 190 6.2
  688111 金山办公 jsbg 软件 300 4.6
  688008 澜起科技 lqkj 半导体 80 11.4
  688036 传音控股 cykg 电子 80 11.4
  688187 时代电气 sddq 电力设备 50 14.2
  688223 晶科能源 jkny 光伏 6 100
  688303 大全能源 dqny 光伏 25 21.5
  688599 天合光能 thgn 光伏 16 21.8
  688396 华润微 hrw 半导体 50 13.3
  688126 沪硅产业 hgcy 半导体 20 27.5
  688072 拓荆科技 tjkj 半导体 180 2.8
  688120 华海清科 hhqk 半导体 150 2.4
  688122 西部超导 xbcd 有色 50 6.5
  688169 石头科技 stkj 家电 200 1.8
  688271 联影医疗 lyyl 医疗 130 8.2
  688180 君实生物 jssw 医药 35 9.9
  688235 百济神州 bjsz 医药 250 1.3
  688521 芯原股份 xygf 半导体 90 5
  688082 盛美上海 smsh 半导体 120 4.4
  688200 华峰测控 hfck 半导体 140 1.35
  688363 华熙生物 hxsw 化妆品 50 4.8
  688777 中控技术 zkjs 软件 45 7.9
  688099 晶晨股份 jcgf 半导体 75 4.2
  688002 睿创微纳 rcwn 军工 60 4.5
  688005 容百科技 rbkj 电池 25 4.8
  688009 中国通号 zgth 铁路 5.5 105.9
  688047 龙芯中科 lxzk 半导体 130 4
  688183 生益电子 sydz 电子 40 8.3
  688390 固德威 gdw 光伏 45 2.4
  688385 复旦微电 fdwd 半导体 50 8.2
  688088 虹软科技 hrkj 软件 45 4
  688327 云从科技 yckj 计算机 15 7.4
  688343 云天励飞 ytlf 计算机 60 3.6
  688475 萤石网络 yswl 电子 30 7.9
  688498 源杰科技 yjkj 通信 200 0.86
  688525 佰维存储 bwcc 半导体 80 4.3
  688608 恒玄科技 hxkj 半导体 300 1.2
  688617 惠泰医疗 htyl 医疗 350 0.95
  688728 格科微 gkw 半导体 17 26
  688778 厦钨新能 xwxn 电池 55 4.2
  688819 天能股份 tngf 电池 30 9.7
  688388 嘉元科技 jykj 电池 25 4.3
  002472 双环传动 shcd 机械 35 8.5
  000970 中科三环 zksh 有色 12 12.2
`;

export const INDEX_SEEDS: readonly IndexSeed[] = [
  { symbol: 'sh000001', name: '上证指数', initials: 'szzs', baseLevel: 3880, beta: 0.9, baseAmount: 7000 },
  { symbol: 'sz399001', name: '深证成指', initials: 'szcz', baseLevel: 12900, beta: 1.1, baseAmount: 9000 },
  { symbol: 'sz399006', name: '创业板指', initials: 'cybz', baseLevel: 3050, beta: 1.35, baseAmount: 4000 },
  { symbol: 'sh000300', name: '沪深300', initials: 'hs300', baseLevel: 4550, beta: 1.0, baseAmount: 4500 },
  { symbol: 'sh000688', name: '科创50', initials: 'kc50', baseLevel: 1350, beta: 1.4, baseAmount: 800 },
];

// code name initials underlying conversionPrice rating remainingSize(亿元)
const BOND_ROWS = `
  113052 兴业转债 xyzz 601166 24.15 AAA 499.9
  113042 上银转债 syzz 601229 8.89 AAA 199.9
  113044 大秦转债 dqzz 601006 6.34 AAA 319.9
  110085 通22转债 t22zz 600438 39.00 AA+ 119.9
  113053 隆22转债 l22zz 601012 27.57 AAA 70.0
  123107 温氏转债 wszz 300498 16.93 AA+ 92.9
  110081 闻泰转债 wtzz 600745 56.88 AA 86.0
  113056 重银转债 cyzz 601963 10.14 AAA 130.0
  127049 希望转2 xwz2 000876 12.76 AA+ 81.5
  118031 天23转债 t23zz 688599 57.49 AA 88.6
  127089 晶澳转债 jazz 002459 38.66 AA 89.6
  113065 齐鲁转债 qlzz 601665 4.41 AAA 80.0
  127056 中特转债 ztzz 000708 22.96 AAA 50.0
  113062 常银转债 cyzz 601128 6.08 AA+ 60.0
  118034 晶能转债 jnzz 688223 13.76 AA+ 100.0
  113059 福莱转债 flzz 601865 43.50 AA 40.0
  118000 嘉元转债 jyzz 688388 78.06 AA- 9.8
  110089 兴发转债 xfzz 600141 29.90 AA+ 28.0
  113058 友发转债 yfzz 601686 9.50 AA 20.0
  127030 盛虹转债 shzz 000301 13.10 AA+ 50.0
  113054 绿动转债 ldzz 601330 7.80 AA 23.6
`;

// code name: member codes
const CONCEPT_ROWS = `
  ai 人工智能: 002230 688256 688041 603019 000977 300418 688111 300496 688327 688343 601360 300229 002261 601138 300624 688088
  semiconductor 半导体: 688981 002371 688012 603501 603986 688041 688256 600584 002156 002185 300661 300782 688008 688396 688126 688072 688120 600460 600703 300346 300604 688521 688082 688200 688525 301308 301269 688047 603290 300373 300223 603160 002049 600171 600667 688099 688728 688608 688385 603005 603893 600745 600360
  nev 新能源车: 002594 300750 601127 000625 601633 600104 600733 600418 002920 601689 600660 002050 300014 002460 002466 002812 603596 601799 601238
  battery 锂电池: 300750 300014 002074 002709 002812 300073 300769 300207 300450 300037 300568 688005 688778 002460 002466 000009 688819 603799 688388
  baijiu 白酒: 600519 000858 000568 600809 002304 000596 000799 600702 600779 603369 600559 603198 603589 600197 000860
  solar 光伏: 601012 600438 300274 002129 002459 688599 688223 688303 300316 300751 300763 300724 688390 601865
  cpo CPO概念: 300308 300502 300394 002281 300620 688498 603083 601869 600487 600522 000988 300570 603118
  computing 算力: 603019 000977 601138 300442 603881 300017 000938 688041 002463 300476 000034 600100
  xinchuang 信创: 600588 600570 600845 688111 600536 300454 300253 002410 688777 000034 300339 301236 002439 688088 688047
  innovative-drugs 创新药: 600276 688235 688180 603259 300347 002821 600196 000963 300676 600079 300122 300142
  military 军工: 600760 600893 600118 002179 000768 002025 000733 600372 600435 688002 600150 600482 600879 601698 688122
  brokers 券商: 300059 600030 601211 600999 601881 300033 300803 000776 601995 601066 601688 600958 601377 601901 000166 002736 000783 600909 600061
  central-soe 中字头: 601668 601390 601186 601800 601857 600028 600941 601728 600050 601766 601618 601669 601117 601985 601888
  robots 机器人: 300124 300024 002050 601100 688169 603486 601689 002008 688777 002472
  consumer-electronics 消费电子: 002475 002241 300433 603296 300866 688036 002600 300115 300136 601231 002938 000021 000050
  rare-earth 稀土永磁: 600111 000831 600392 300748 000970
  dividend 高股息: 601088 600900 600028 601398 601288 601939 601988 601006 600941 601225 600188 000651 601328 600036
`;

function rows(text: string): string[][] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => l.split(/\s+/));
}

export const STOCK_SEEDS: readonly StockSeed[] = rows(STOCK_ROWS).map(([code, name, initials, industry, price, shares]) => ({
  code: code!,
  name: name!,
  initials: initials!,
  industry: industry!,
  basePrice: Number(price),
  shares: Number(shares),
}));

export const BOND_SEEDS: readonly BondSeed[] = rows(BOND_ROWS).map(([code, name, initials, underlying, cp, rating, size]) => ({
  code: code!,
  name: name!,
  initials: initials!,
  underlying: underlying!,
  conversionPrice: Number(cp),
  rating: rating!,
  remainingSize: Number(size),
}));

export const CONCEPT_SEEDS: readonly ConceptSeed[] = CONCEPT_ROWS.split('\n')
  .map((l) => l.trim())
  .filter(Boolean)
  .map((l) => {
    const [head, list] = l.split(': ');
    const [code, name] = head!.split(' ');
    return { code: code!, name: name!, members: list!.split(' ') };
  });

/** Exchange of a stock or bond code (indices carry theirs in the symbol). */
export function marketOfCode(code: string): Market {
  if (/^(92|8|4)/.test(code)) return 'bj';
  if (/^(6|9|5|11)/.test(code)) return 'sh';
  return 'sz';
}

export function boardOfCode(code: string): Board {
  if (code.startsWith('688') || code.startsWith('689')) return 'star';
  if (code.startsWith('300') || code.startsWith('301')) return 'chinext';
  if (marketOfCode(code) === 'bj') return 'bse';
  return 'main';
}

/** 风险警示: names starting with ST or *ST. */
export function isSt(name: string): boolean {
  return /^\*?ST/.test(name);
}

/** One security of the universe, as the drivers see it. */
export interface Security {
  symbol: string;
  code: string;
  name: string;
  initials: string;
  market: Market;
  type: SecurityType;
  board: Board | null;
  st: boolean;
  industry: string | null;
  concepts: string[];
  stock?: StockSeed;
  index?: IndexSeed;
  bond?: BondSeed;
}

export interface Universe {
  all: Security[];
  bySymbol: Map<string, Security>;
  /** Stocks by bare code (bonds and concepts name their stocks by code). */
  stockByCode: Map<string, Security>;
}

export function buildUniverse(): Universe {
  const conceptsOf = new Map<string, string[]>();
  for (const c of CONCEPT_SEEDS) for (const m of c.members) conceptsOf.set(m, [...(conceptsOf.get(m) ?? []), c.code]);
  const all: Security[] = [];
  for (const s of STOCK_SEEDS) {
    const market = marketOfCode(s.code);
    all.push({
      symbol: market + s.code,
      code: s.code,
      name: s.name,
      initials: s.initials,
      market,
      type: 'stock',
      board: boardOfCode(s.code),
      st: isSt(s.name),
      industry: s.industry,
      concepts: conceptsOf.get(s.code) ?? [],
      stock: s,
    });
  }
  for (const i of INDEX_SEEDS) {
    all.push({
      symbol: i.symbol,
      code: i.symbol.slice(2),
      name: i.name,
      initials: i.initials,
      market: i.symbol.slice(0, 2) as Market,
      type: 'index',
      board: null,
      st: false,
      industry: null,
      concepts: [],
      index: i,
    });
  }
  for (const b of BOND_SEEDS) {
    const market = marketOfCode(b.code);
    all.push({
      symbol: market + b.code,
      code: b.code,
      name: b.name,
      initials: b.initials,
      market,
      type: 'bond',
      board: null,
      st: false,
      industry: null,
      concepts: [],
      bond: b,
    });
  }
  return {
    all,
    bySymbol: new Map(all.map((s) => [s.symbol, s])),
    stockByCode: new Map(all.filter((s) => s.type === 'stock').map((s) => [s.code, s])),
  };
}

/**
 * `sh600519`, `SH600519`, `600519.SH`, `600519` -> `sh600519`. A bare code is read as a stock or bond
 * (`000001` is 平安银行; 上证指数 is `sh000001` / `000001.SH`). Null when it is not shaped like a symbol.
 */
export function normalizeSymbol(input: string): string | null {
  const s = input.trim().toLowerCase();
  let m = /^(sh|sz|bj)(\d{6})$/.exec(s);
  if (m) return m[1]! + m[2]!;
  m = /^(\d{6})\.(sh|sz|bj|ss)$/.exec(s);
  if (m) return (m[2] === 'ss' ? 'sh' : m[2]!) + m[1]!;
  if (/^\d{6}$/.test(s)) return marketOfCode(s) + s;
  return null;
}
