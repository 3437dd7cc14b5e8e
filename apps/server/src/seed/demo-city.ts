/** The fictional city of the demo data: 江澜市 with five districts (DESIGN §5). */
export const CITY_NAME = '江澜市反诈中心';
/** The city as its organisations' names carry it (工商银行江澜分行, 江澜大学). */
export const CITY = '江澜';

export const DISTRICTS = ['东湖区', '西山区', '南江区', '北城区', '新港区'] as const;

/** Four stations/streets per district → 20. */
export const STATION_NAMES = [
  ['湖滨街道', '望湖街道', '东门街道', '柳岸街道'],
  ['西山街道', '枫林街道', '青石街道', '翠峰街道'],
  ['南江街道', '滨江街道', '云帆街道', '长桥街道'],
  ['北城街道', '广丰街道', '安澜街道', '文昌街道'],
  ['新港街道', '海棠街道', '临港街道', '金沙街道'],
] as const;

/** Five communities per station → 100. */
export const COMMUNITY_SUFFIXES = ['花园社区', '新村社区', '家园社区', '景苑社区', '里社区'] as const;

export const PARTNER_KINDS = [
  {
    prefix: '银行',
    branch: '分行',
    names: [
      '工商银行',
      '农业银行',
      '中国银行',
      '建设银行',
      '交通银行',
      '招商银行',
      '浦发银行',
      '民生银行',
      '兴业银行',
      '中信银行',
      '光大银行',
      '华夏银行',
      '平安银行',
      '邮储银行',
      '江澜农商银行',
      '江澜银行',
    ],
  },
  { prefix: '运营商', branch: '分公司', names: ['中国移动', '中国联通', '中国电信', '中国广电'] },
  { prefix: '支付机构', branch: '分公司', names: ['支付宝', '财付通', '银联商务', '拉卡拉', '快钱', '易宝支付'] },
  {
    prefix: '学校',
    branch: '分校',
    names: ['江澜大学', '江澜职业技术学院', '江澜师范学院', '江澜理工学院', '江澜第一中学', '江澜实验中学'],
  },
  {
    prefix: '企业',
    branch: '分公司',
    names: [
      '江澜港务集团',
      '江澜电力公司',
      '江澜水务集团',
      '江澜燃气公司',
      '江澜地铁集团',
      '江澜医药公司',
      '江澜物流园',
      '江澜科技园',
      '江澜商贸城',
      '江澜汽车城',
      '江澜化工园',
      '江澜纺织集团',
      '江澜食品公司',
      '江澜建工集团',
      '江澜文旅集团',
      '江澜农业集团',
      '江澜电子公司',
      '江澜钢铁公司',
    ],
  },
] as const;

/**
 * A partner's name as the city knows it: a national institution by its city branch (工商银行江澜分行,
 * 中国移动江澜分公司), the city's own banks, schools and companies by their own name (江澜银行, 江澜大学).
 */
export const partnerOrgName = (kind: { branch: string }, name: string): string =>
  name.startsWith(CITY) ? name : `${name}${CITY}${kind.branch}`;

/** Fixed demo logins (README). */
export const DEMO_LOGINS = {
  oaAdmin: { accountName: 'admin', password: 'admin_123' },
  oaStaff: { accountName: 'oa_staff', password: 'staff_123' },
  /** 郑审核 of 西山区分局 org-d2: approves the cross-district transfers into 西山区 (移交审核). */
  oaWestDistrict: { accountName: 'xishan_oa', password: 'staff_123' },
  /** 赵局长, the 东湖区分局 leader (oa administrator of org-d1): 签发 what 刘专员 drafts for approval. */
  oaDistrictLeader: { accountName: 'donghu_lead', password: 'staff_123' },
  /** 陈复核 of the centre, the city re-verify group's second member: reviews what 王管理 verified or submitted. */
  oaReviewer: { accountName: 'oa_review', password: 'review_123' },
  guardTeamAdmin: '13800000001',
  guard: '13800000002',
  /** Team admin of the neighbouring community org-d1-s1-c2 (receives transfers in the demo). */
  neighbourTeamAdmin: '13800000003',
  /** Team admin of 西山花园社区 org-d2-s1-c1 (receives the cross-district transfers of the demo, once approved). */
  westTeamAdmin: '13800000005',
  /** Station admin of 湖滨街道 org-d1-s1 (assigns card-opening checks in the demo). */
  stationAdmin: '13800000004',
  cooperation: { phone: '13900000001', password: 'coop_123' },
  /** 中国移动江澜分公司 (org-p17): a partner of the operator kind. */
  cooperationOperator: { phone: '13900000002', password: 'coop_123' },
} as const;
