import type { ReactNode } from 'react';

/** One 'label  value' line of a summary card; a long value wraps under itself. */
export const fieldRow = (label: string, value: ReactNode) => (
  <div style={{ display: 'flex', fontSize: 13, lineHeight: '22px' }}>
    <span style={{ color: '#999', width: 72, flexShrink: 0 }}>{label}</span>
    <span style={{ color: '#333', wordBreak: 'break-all' }}>{value}</span>
  </div>
);
