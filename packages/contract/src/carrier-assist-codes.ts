/**
 * 运营商协助 (issue 25): after a failed contact the holder's guard or the centre asks the carrier
 * holding the victim's number to help — a cooperation task of type CARRIER_ASSIST to that carrier's
 * partner organisation, answered in its 警企协作 list and counted in its 响应时效.
 */
export const CARRIERS = { CMCC: '中国移动', CUCC: '中国联通', CTCC: '中国电信', CBN: '中国广电' } as const;
export type Carrier = keyof typeof CARRIERS;

/**
 * Number segments 号段 of the mainland mobile carriers (MIIT allocations): three digits, or four
 * where one three-digit segment is shared (1349 satellite in 134, the 170 virtual-operator segments).
 * Virtual operators' numbers (162/165/167/170/171) are carried by their host network, which is the
 * one that can text or call the subscriber, so they map to the host.
 */
export const CARRIER_SEGMENTS: Record<Carrier, readonly string[]> = {
  CMCC: [
    ...['134', '135', '136', '137', '138', '139', '147', '148', '150', '151', '152', '157', '158', '159'],
    ...['172', '178', '182', '183', '184', '187', '188', '195', '197', '198'],
    // Virtual operators on 中国移动's network.
    ...['165', '1703', '1705', '1706'],
  ],
  CUCC: [
    ...['130', '131', '132', '145', '146', '155', '156', '166', '175', '176', '185', '186', '196'],
    ...['167', '171', '1704', '1707', '1708', '1709'],
  ],
  CTCC: [
    ...['133', '1349', '149', '153', '173', '177', '180', '181', '189', '190', '191', '193', '199'],
    ...['162', '1700', '1701', '1702'],
  ],
  CBN: ['192'],
};

const SEGMENT_OWNERS: ReadonlyMap<string, Carrier> = new Map(
  (Object.entries(CARRIER_SEGMENTS) as [Carrier, readonly string[]][]).flatMap(([carrier, segments]) =>
    segments.map((segment) => [segment, carrier] as const),
  ),
);

/** The carrier holding a mainland mobile number (+86 / 86 prefix allowed), by its longest matching segment; else null. */
export function carrierOfPhone(phone: string | null | undefined): Carrier | null {
  const digits = (phone ?? '').replace(/[\s-]/g, '').replace(/^(\+?86)(?=1\d{10}$)/, '');
  if (!/^1\d{10}$/.test(digits)) return null;
  return SEGMENT_OWNERS.get(digits.slice(0, 4)) ?? SEGMENT_OWNERS.get(digits.slice(0, 3)) ?? null;
}

/** What the carrier is asked to do: text the subscriber, call to dissuade, or name the subscriber's other numbers. */
export const CARRIER_ASSIST_HELPS = {
  SMS_REMINDER: '短信提醒',
  CALL_DISSUASION: '外呼劝阻',
  LINKED_NUMBERS: '关联号码',
} as const;
export type CarrierAssistHelp = keyof typeof CARRIER_ASSIST_HELPS;

/** The carrier's answer: done (with what it did), or it cannot (with why). */
export const CARRIER_ASSIST_OUTCOMES = { DONE: '已协助', CANNOT: '无法协助' } as const;
export type CarrierAssistOutcome = keyof typeof CARRIER_ASSIST_OUTCOMES;

/** The carrier answers within minutes (a victim may be paying now); the first is the default. */
export const CARRIER_ASSIST_DEADLINE_MINUTES = [60, 30, 120] as const;

/** Why the caller may not ask now (null: may ask). */
export const CARRIER_ASSIST_REFUSALS = {
  notHolder: '只有预警当前所属单位的卫士或市反诈中心可以请运营商协助',
  closed: '预警已办结',
  noFailedContact: '反馈未接通后才能请运营商协助',
  noCarrier: '当事人号码无法识别运营商',
  noPartner: '该运营商尚未入驻警企协作',
} as const;
export type CarrierAssistRefusal = keyof typeof CARRIER_ASSIST_REFUSALS;
