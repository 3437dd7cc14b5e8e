import { Tag } from 'antd-mobile';
import { levelOf } from '../lib/format';

/** Warning level in its colour (特高危 red … 低 blue). */
export function WarningLevelTag({ level }: { level: number }) {
  const { name, color } = levelOf(level);
  return (
    <Tag color={color} fill="solid" data-level={level}>
      {name}
    </Tag>
  );
}
