import { Space, Tag } from 'antd-mobile';
import { RESIDENT_TAGS, type ResidentTag } from '@afp/contract';

const COLOURS: Record<ResidentTag, string> = {
  ELDERLY_ALONE: 'warning',
  STUDENT: 'primary',
  MIGRANT_WORKER: 'success',
  GULLIBLE: 'danger',
};

export function ResidentTags({ tags }: { tags: readonly ResidentTag[] }) {
  return (
    <Space wrap>
      {tags.map((tag) => (
        <Tag key={tag} color={COLOURS[tag]} fill="outline" data-testid={`resident-tag-${tag}`}>
          {RESIDENT_TAGS[tag]}
        </Tag>
      ))}
    </Space>
  );
}
