import { Tag } from 'antd-mobile';
import { WARNING_LEVELS, type WarningLevel } from '@afp/contract';

/** Warning level in its colour (特高危 red … 低 blue). */
export function WarningLevelTag({ level }: { level: number }) {
  const meta = WARNING_LEVELS[level as WarningLevel] ?? { name: `${level}级`, color: '#999' };
  return (
    <Tag color={meta.color} fill="solid" data-level={level}>
      {meta.name}
    </Tag>
  );
}
