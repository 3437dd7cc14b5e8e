import { useState, type CSSProperties } from 'react';
import { Button, Checkbox } from 'antd-mobile';
import { DownOutline, RightOutline } from 'antd-mobile-icons';
import type { MailTargetOrg } from '@afp/contract';
import type { PickedOrg } from '../mail.rules';
import styles from './org-tree.module.css';

interface TreeProps {
  children: Map<string | null, MailTargetOrg[]>;
  picked: readonly PickedOrg[];
  onPick: (org: MailTargetOrg, withSubtree: boolean) => void;
}

/** One organisation: pick it alone, or with everything below it (含下级); expand to see below. */
export function OrgRow({
  org,
  depth,
  tree,
  coveredByParent,
}: {
  org: MailTargetOrg;
  depth: number;
  tree: TreeProps;
  coveredByParent: boolean;
}) {
  const kids = tree.children.get(org.id) ?? [];
  const [isOpen, setIsOpen] = useState(depth === 0);
  const pick = tree.picked.find((p) => p.orgId === org.id);
  const covered = coveredByParent || pick?.withSubtree === true;
  return (
    <>
      <div className={styles.row} style={{ '--depth': depth } as CSSProperties} data-testid={`org-row-${org.id}`}>
        <Button
          size="mini"
          fill="none"
          className={styles.toggle}
          disabled={kids.length === 0}
          aria-label={isOpen ? '收起' : '展开'}
          data-testid={`org-expand-${org.id}`}
          onClick={() => setIsOpen(!isOpen)}
        >
          {kids.length === 0 ? null : isOpen ? <DownOutline /> : <RightOutline />}
        </Button>
        <Checkbox
          className={styles.name}
          checked={pick !== undefined || coveredByParent}
          disabled={coveredByParent}
          data-testid={`org-pick-${org.id}`}
          onChange={() => tree.onPick(org, pick?.withSubtree ?? false)}
        >
          {org.name}
        </Checkbox>
        {kids.length > 0 ? (
          <Checkbox
            className={styles.subtree}
            checked={covered}
            disabled={coveredByParent}
            data-testid={`org-subtree-${org.id}`}
            onChange={() => tree.onPick(org, true)}
          >
            含下级
          </Checkbox>
        ) : null}
      </div>
      {isOpen
        ? kids.map((kid) => <OrgRow key={kid.id} org={kid} depth={depth + 1} tree={tree} coveredByParent={covered} />)
        : null}
    </>
  );
}

export function OrgTree(tree: TreeProps) {
  return (
    <div data-testid="org-tree">
      {(tree.children.get(null) ?? []).map((root) => (
        <OrgRow key={root.id} org={root} depth={0} tree={tree} coveredByParent={false} />
      ))}
    </div>
  );
}
