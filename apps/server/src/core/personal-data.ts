/**
 * Personal data as every feature shows it: masked unless the caller may see it whole (the
 * contract's `canSeeWhole`), and the key that ties the warnings of one person together.
 */
const maskMiddle = (value: string, keepStart: number, keepEnd: number) =>
  value.length <= keepStart + keepEnd
    ? '*'.repeat(value.length)
    : value.slice(0, keepStart) + '*'.repeat(value.length - keepStart - keepEnd) + value.slice(-keepEnd);

/** `13812341234` → `138****1234`. */
export const maskPhone = (phone: string | null): string => (phone ? maskMiddle(phone, 3, 4) : '');
/** `110101199001011234` → `110***********1234`. */
export const maskIdNumber = (id: string | null): string => (id ? maskMiddle(id, 3, 4) : '');
/** `6222021234567890123` → `6222***********0123`. */
export const maskBankCard = (card: string | null): string => (card ? maskMiddle(card, 4, 4) : '');
/** `江澜市东湖区湖滨路8号` → `江澜市东湖区****`: the area stays, the house goes. */
export const maskAddress = (address: string | null): string | null =>
  address ? `${address.slice(0, Math.min(6, Math.ceil(address.length / 2)))}****` : null;
/** `张三丰` → `张*丰`, `李四` → `李*`. */
export const maskName = (name: string): string =>
  name.length <= 1
    ? name
    : name.length === 2
      ? `${name[0]}*`
      : `${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`;

/** Who the warning is about: the ID number when known, else the phone. */
export const personKeyOf = (victim: { idNumber?: string | null; phone?: string | null; name: string }): string =>
  victim.idNumber || victim.phone || `name:${victim.name}`;
