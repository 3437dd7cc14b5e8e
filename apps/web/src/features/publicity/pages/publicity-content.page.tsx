import { useState } from 'react';
import { Selector } from 'antd-mobile';
import { PUBLICITY_CONTENT_KINDS, type PublicityContentKind } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { ContentFeed } from '../components/content-feed';
import styles from './publicity.page.module.css';

type KindFilter = PublicityContentKind | 'ALL';
const KIND_OPTIONS = [
  { value: 'ALL' as KindFilter, label: '全部' },
  ...(Object.entries(PUBLICITY_CONTENT_KINDS) as [PublicityContentKind, string][]).map(([value, label]) => ({
    value,
    label,
  })),
];

/** 宣传内容: the whole library by kind (articles, posters, videos, documents) and category. */
export default function PublicityContentPage() {
  const [kind, setKind] = useState<KindFilter>('ALL');
  return (
    <PageShell>
      <div className={styles.toolbar}>
        <Selector
          columns={5}
          options={KIND_OPTIONS}
          value={[kind]}
          onChange={(values) => setKind(values[0] ?? 'ALL')}
        />
      </div>
      <ContentFeed kind={kind} />
    </PageShell>
  );
}
