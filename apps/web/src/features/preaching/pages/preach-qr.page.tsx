import { useQuery } from '@tanstack/react-query';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { myPreachCodeQuery } from '../api/preaching.queries';
import { PreachQr } from '../components/preach-qr';

/** 我的宣讲二维码: attendees scan it to sign in to my session and rate it. */
export default function PreachQrPage() {
  const code = useQuery(myPreachCodeQuery());
  const state = queryState(code);
  return (
    <PageShell>
      {state.view ?? (
        <PreachQr
          path={state.data.path}
          code={state.data.code}
          caption={`${state.data.ownerName}的宣讲签到码：听众扫码签到并评价`}
        />
      )}
    </PageShell>
  );
}
